'use client';

import { useTranslations } from 'next-intl';
import { PageHeader } from '@/components/layout/page-header';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';

const Icon = () => (
  <svg
    viewBox="0 0 24 24"
    className="size-6"
    fill="none"
    stroke="currentColor"
    strokeWidth={1.8}
    strokeLinecap="round"
  >
    <path d="M9 6h11M9 12h11M9 18h11M4 6l1 1 2-2M4 12l1 1 2-2M4 18l1 1 2-2" />
  </svg>
);

/** /app/onboarding: the setup checklist until KYC is done and a wallet exists. */
export function OnboardingFrame() {
  const t = useTranslations('onboarding');
  return (
    <div className="min-w-0">
      <PageHeader title={t('title')} description={t('description')} />
      <Card>
        <EmptyState icon={<Icon />} title={t('emptyTitle')} description={t('emptyDescription')} />
      </Card>
    </div>
  );
}
