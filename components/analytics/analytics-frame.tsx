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
    <path d="M4 20V10M10 20V4M16 20v-7M22 20H2" />
  </svg>
);

/** /app/analytics (consultants only): figures across client organisations. */
export function AnalyticsFrame() {
  const t = useTranslations('analytics');
  return (
    <div className="min-w-0">
      <PageHeader title={t('title')} description={t('description')} />
      <Card>
        <EmptyState icon={<Icon />} title={t('emptyTitle')} description={t('emptyDescription')} />
      </Card>
    </div>
  );
}
