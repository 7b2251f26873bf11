'use client';

import { useTranslations } from 'next-intl';
import { useMe } from '@/lib/queries/account';
import { LanguageSwitch } from './language-switch';
import { UserMenu } from './user-menu';

/** The signed-in header: brand, current organisation, language and the user menu. */
export function AppHeader() {
  const t = useTranslations('shell');
  const me = useMe();
  const organization = me.data?.currentUserRole?.organization;
  return (
    <header className="sticky top-0 z-30 flex h-16 items-center justify-between gap-4 border-b border-line bg-surface px-4 sm:px-6">
      <div className="flex min-w-0 items-center gap-3">
        <span className="text-lg font-semibold text-brand-700">Paygrid</span>
        <span className="truncate text-sm text-muted" data-testid="current-organization">
          {organization ? organization.name : me.data?.currentConsultantRole ? t('consultantMode') : ''}
        </span>
      </div>
      <div className="flex items-center gap-3">
        <LanguageSwitch className="hidden sm:inline-flex" />
        <UserMenu user={me.data} />
      </div>
    </header>
  );
}
