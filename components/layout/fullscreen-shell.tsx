'use client';

import { useTranslations } from 'next-intl';
import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';
import { OrganizationGuard } from '@/components/consultants/organization-guard';
import { Button } from '@/components/ui/button';
import { IntentLink } from '@/components/ui/intent-link';
import { useRootStore } from '@/lib/stores/root';
import { fullscreenCloseHref } from './fullscreen-close';

export function FullscreenShell({ children }: { children: ReactNode }) {
  const t = useTranslations('shell');
  const pathname = usePathname();
  const title = useRootStore((s) => s.innerPageTitle);
  return (
    <div className="flex min-h-dvh flex-col bg-surface">
      <header className="flex h-14 items-center justify-between border-b border-line px-4 sm:px-6">
        <span className="truncate font-medium text-ink">{title}</span>
        <Button asChild variant="ghost" size="sm">
          <IntentLink href={fullscreenCloseHref(pathname)}>{t('close')}</IntentLink>
        </Button>
      </header>
      <main className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 sm:px-6">
        <OrganizationGuard>{children}</OrganizationGuard>
      </main>
    </div>
  );
}
