'use client';

import Cookies from 'js-cookie';
import { useRouter } from 'next/navigation';
import { useTransition } from 'react';
import { LOCALE_COOKIE, LOCALE_COOKIE_DAYS, LOCALES, type Locale } from '@/lib/i18n/config';
import { cn } from '@/lib/cn';

export type LanguageSelectProps = {
  locale: string;
  /** The control's accessible name and each language's own name. */
  labels: { language: string; names: Record<Locale, string> };
  className?: string;
};

/**
 * Switches the UI language: the NEXT_LOCALE cookie (365 days) then a server re-render. Takes its texts as
 * props, without next-intl's client runtime, so the public pages' server layouts can render it and the login
 * page ships no message formatter (issue 11); the signed-in shell uses LanguageSwitch.
 */
export function LanguageSelect({ locale, labels, className }: LanguageSelectProps) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();

  const choose = (next: Locale) => {
    Cookies.set(LOCALE_COOKIE, next, { expires: LOCALE_COOKIE_DAYS, sameSite: 'lax', path: '/' });
    startTransition(() => router.refresh());
  };

  return (
    <label className={cn('inline-flex items-center gap-2 text-sm text-muted', className)}>
      <span className="sr-only">{labels.language}</span>
      <svg
        aria-hidden
        viewBox="0 0 24 24"
        className="size-4"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
      >
        <circle cx="12" cy="12" r="9" />
        <path d="M3 12h18M12 3c2.5 2.7 2.5 15.3 0 18M12 3c-2.5 2.7-2.5 15.3 0 18" />
      </svg>
      <select
        value={locale}
        disabled={pending}
        onChange={(e) => choose(e.target.value as Locale)}
        className="rounded-md border border-line bg-surface px-2 py-1 text-sm text-ink"
        data-testid="language-switch"
      >
        {LOCALES.map((l) => (
          <option key={l} value={l}>
            {labels.names[l]}
          </option>
        ))}
      </select>
    </label>
  );
}
