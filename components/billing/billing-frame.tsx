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
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="M3 10h18M7 15h4" />
  </svg>
);

/** /app/billing (consultants only): the consultant's plan and invoices. */
export function BillingFrame() {
  const t = useTranslations('billing');
  return (
    <div className="min-w-0">
      <PageHeader title={t('title')} description={t('description')} />
      <Card>
        <EmptyState icon={<Icon />} title={t('emptyTitle')} description={t('emptyDescription')} />
      </Card>
    </div>
  );
}
