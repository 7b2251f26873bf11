'use client';

import { useTranslations } from 'next-intl';
import { UnavailableAction } from '@/components/layout/empty-screen';
import { FrameIcon } from '@/components/layout/frame-icon';
import { PageHeader } from '@/components/layout/page-header';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';

const Icon = () => (
  <FrameIcon>
    <circle cx="9" cy="8" r="3.5" />
    <path d="M2.5 20a6.5 6.5 0 0 1 13 0M19 8v6M16 11h6" />
  </FrameIcon>
);

/** /app/manage-teams (consultants only): the firm's members and their client access. */
export function ManageTeamsFrame() {
  const t = useTranslations('manage-teams');
  return (
    <div className="min-w-0">
      <PageHeader title={t('title')} description={t('description')} />
      <Card>
        <EmptyState
          icon={<Icon />}
          title={t('emptyTitle')}
          description={t('emptyDescription')}
          action={<UnavailableAction label={t('action')} hint={t('actionHint')} />}
        />
      </Card>
    </div>
  );
}
