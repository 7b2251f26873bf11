'use client';

import { useTranslations } from 'next-intl';
import { FrameIcon } from '@/components/layout/frame-icon';
import { PageHeader } from '@/components/layout/page-header';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';

const Icon = () => (
  <FrameIcon>
    <path d="M4 20V10M10 20V4M16 20v-7M22 20H2" />
  </FrameIcon>
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
