'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { useMe } from '@/lib/queries/account';
import { useRootStore } from '@/lib/stores/root';

export function Welcome() {
  const t = useTranslations('dashboard');
  const me = useMe();
  const setTitle = useRootStore((s) => s.setInnerPageTitle);
  useEffect(() => setTitle(t('title')), [setTitle, t]);
  if (me.isPending) return <Skeleton className="h-8 w-64" />;
  if (!me.data) return null;
  return (
    <div className="space-y-1">
      <h1 className="text-2xl font-semibold text-ink">{t('welcome', { name: me.data.firstName })}</h1>
      <p className="text-muted">
        {me.data.currentUserRole?.organization
          ? t('workingIn', { organization: me.data.currentUserRole.organization.name })
          : t('consultantIntro')}
      </p>
    </div>
  );
}
