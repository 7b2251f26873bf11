'use client';

import type { MouseEvent, ReactNode } from 'react';
import { cn } from '@/lib/cn';
import type { UserRole } from '@/lib/contracts/account';
import { useEnterClient } from './use-enter-client';

type OrganizationRef = NonNullable<UserRole['organization']>;

/**
 * A client's name as a link that switches into that client (switch-org on the server, then a full load of
 * `href`). Its href is where it lands, so the link reads right to screen readers and on hover; a modified
 * click (new tab) is left to the browser, which opens `href` without switching.
 */
export function ClientLink({
  organization,
  href,
  className,
  children,
}: {
  organization: OrganizationRef;
  href: string;
  className?: string;
  children?: ReactNode;
}) {
  const enter = useEnterClient();
  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    if (!enter.isPending) enter.mutate({ organization, href });
  };
  return (
    <a
      href={href}
      onClick={onClick}
      aria-busy={enter.isPending || undefined}
      data-testid="client-link"
      className={cn(
        'font-medium text-brand-700 underline-offset-2 hover:underline focus-visible:underline',
        enter.isPending && 'opacity-60',
        className,
      )}
    >
      {children ?? organization.name}
    </a>
  );
}
