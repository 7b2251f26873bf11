import { IntentLink } from '@/components/ui/intent-link';
import type { ReactNode } from 'react';

/** Nested layout (spec §2): a dashboard-layout screen under a list, with a back link to that list. */
export function NestedFrame({
  backHref,
  backLabel,
  children,
}: {
  backHref: string;
  backLabel: string;
  children: ReactNode;
}) {
  return (
    <div className="min-w-0">
      <IntentLink
        href={backHref}
        className="mb-4 inline-flex items-center gap-1.5 rounded-md text-sm font-medium text-muted transition-colors hover:text-ink focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 16 16"
          className="size-4"
          fill="none"
          stroke="currentColor"
          strokeWidth={1.8}
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="M10 3 5 8l5 5" />
        </svg>
        {backLabel}
      </IntentLink>
      {children}
    </div>
  );
}
