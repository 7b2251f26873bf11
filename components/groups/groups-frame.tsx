'use client';

import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { useId, type ReactNode } from 'react';
import { FrameIcon } from '@/components/layout/frame-icon';
import { PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';

const GroupIcon = () => (
  <FrameIcon>
    <circle cx="12" cy="7.5" r="3" />
    <circle cx="5.5" cy="10" r="2.3" />
    <circle cx="18.5" cy="10" r="2.3" />
    <path d="M7 20a5 5 0 0 1 10 0M1.5 19a4 4 0 0 1 5-3.8M22.5 19a4 4 0 0 0-5-3.8" />
  </FrameIcon>
);

function Screen({
  title,
  description,
  emptyTitle,
  emptyDescription,
  actions,
  action,
}: Record<'title' | 'description' | 'emptyTitle' | 'emptyDescription', string> & {
  actions?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div className="min-w-0">
      <PageHeader title={title} description={description} actions={actions} />
      <Card>
        <EmptyState icon={<GroupIcon />} title={emptyTitle} description={emptyDescription} action={action} />
      </Card>
    </div>
  );
}

/** /app/employees/groups: pay groups. */
export function GroupsFrame() {
  const t = useTranslations('groups');
  const hintId = useId();
  return (
    <Screen
      title={t('title')}
      description={t('description')}
      emptyTitle={t('emptyTitle')}
      emptyDescription={t('emptyDescription')}
      action={
        <>
          <Button disabled aria-describedby={hintId}>
            {t('action')}
          </Button>
          <p id={hintId} className="mt-1.5 text-xs text-muted">
            {t('actionHint')}
          </p>
        </>
      }
    />
  );
}

/** /app/employees/groups/{id}: one group's members. */
export function GroupFrame({ id }: { id: string }) {
  const t = useTranslations('groups.detail');
  return (
    <Screen
      title={t('title')}
      description={t('description', { id })}
      emptyTitle={t('emptyTitle')}
      emptyDescription={t('emptyDescription')}
      actions={
        <Button asChild variant="secondary">
          <Link href={`/app/employees/groups/${encodeURIComponent(id)}/settings`}>{t('settingsLink')}</Link>
        </Button>
      }
    />
  );
}

/** /app/employees/groups/{id}/settings: one group's pay settings. */
export function GroupSettingsFrame({ id }: { id: string }) {
  const t = useTranslations('groups.settings');
  return (
    <Screen
      title={t('title')}
      description={t('description', { id })}
      emptyTitle={t('emptyTitle')}
      emptyDescription={t('emptyDescription')}
    />
  );
}
