'use client';

import Cookies from 'js-cookie';
import { useLocale, useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useTransition } from 'react';
import { LOCALE_COOKIE, LOCALE_COOKIE_DAYS, LOCALES, type Locale } from '@/lib/i18n/config';
import { cn } from '@/lib/cn';

/** Switches the UI language: the NEXT_LOCALE cookie (365 days) then a server re-render. */
export function LanguageSwitch({ className }: { className?: string }) {
  const t = useTranslations('common');
  const locale = useLocale();
  const router = useRouter();
  const [pending, startTransition] = useTransition();

  const choose = (next: Locale) => {
    Cookies.set(LOCALE_COOKIE, next, { expires: LOCALE_COOKIE_DAYS, sameSite: 'lax', path: '/' });
    startTransition(() => router.refresh());
  };

  return (
    <label className={cn('inline-flex items-center gap-2 text-sm text-muted', className)}>
      <span className="sr-only">{t('language')}</span>
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
            {t(`languages.${l}`)}
          </option>
        ))}
      </select>
    </label>
  );
}
