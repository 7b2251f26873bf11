'use client';

import { useTranslations } from 'next-intl';
import Link from 'next/link';
import type { ComponentProps } from 'react';
import { FrameIcon } from '@/components/layout/frame-icon';
import { EmptyScreen, UnavailableAction } from '@/components/layout/empty-screen';
import { Button } from '@/components/ui/button';

const ChatIcon = () => (
  <FrameIcon>
    <path d="M4 5.5h16v11H9l-5 4z" />
    <path d="M8 9.5h8M8 12.5h5" />
  </FrameIcon>
);

function Screen(props: Omit<ComponentProps<typeof EmptyScreen>, 'icon'>) {
  return <EmptyScreen icon={<ChatIcon />} {...props} />;
}

/** /app/comms: announcements and polls sent to employees. */
export function CommsFrame() {
  const t = useTranslations('comms');
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
      action={<UnavailableAction label={t('action')} hint={t('actionHint')} />}
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
