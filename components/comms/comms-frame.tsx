'use client';

import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { useId, type ReactNode } from 'react';
import { FrameIcon } from '@/components/layout/frame-icon';
import { PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';

const ChatIcon = () => (
  <FrameIcon>
    <path d="M4 5.5h16v11H9l-5 4z" />
    <path d="M8 9.5h8M8 12.5h5" />
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
        <EmptyState icon={<ChatIcon />} title={emptyTitle} description={emptyDescription} action={action} />
      </Card>
    </div>
  );
}

/** /app/comms: announcements and polls sent to employees. */
export function CommsFrame() {
  const t = useTranslations('comms');
  const hintId = useId();
  return (
    <Screen
      title={t('title')}
      description={t('description')}
      emptyTitle={t('emptyTitle')}
      emptyDescription={t('emptyDescription')}
      actions={
        <Button asChild variant="secondary">
          <Link href="/app/comms/suggestions">{t('suggestionsLink')}</Link>
        </Button>
      }
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

/** /app/comms/suggestions: ideas and feedback from employees. */
export function CommsSuggestionsFrame() {
  const t = useTranslations('comms.suggestions');
  return (
    <Screen
      title={t('title')}
      description={t('description')}
      emptyTitle={t('emptyTitle')}
      emptyDescription={t('emptyDescription')}
    />
  );
}

/** /app/comms/poll-analytics/{id}: one poll's responses, inside the nested layout. */
export function PollAnalyticsFrame({ id }: { id: string }) {
  const t = useTranslations('comms.poll');
  return (
    <Screen
      title={t('title')}
      description={t('description', { id })}
      emptyTitle={t('emptyTitle')}
      emptyDescription={t('emptyDescription')}
    />
  );
}
