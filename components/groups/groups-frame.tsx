'use client';

import { useTranslations } from 'next-intl';
import Link from 'next/link';
import type { ComponentProps } from 'react';
import { FrameIcon } from '@/components/layout/frame-icon';
import { EmptyScreen, UnavailableAction } from '@/components/layout/empty-screen';
import { Button } from '@/components/ui/button';

const GroupIcon = () => (
  <FrameIcon>
    <circle cx="12" cy="7.5" r="3" />
    <circle cx="5.5" cy="10" r="2.3" />
    <circle cx="18.5" cy="10" r="2.3" />
    <path d="M7 20a5 5 0 0 1 10 0M1.5 19a4 4 0 0 1 5-3.8M22.5 19a4 4 0 0 0-5-3.8" />
  </FrameIcon>
);

function Screen(props: Omit<ComponentProps<typeof EmptyScreen>, 'icon'>) {
  return <EmptyScreen icon={<GroupIcon />} {...props} />;
}

/** /app/employees/groups: pay groups. */
export function GroupsFrame() {
  const t = useTranslations('groups');
  return (
    <Screen
      title={t('title')}
      description={t('description')}
      emptyTitle={t('emptyTitle')}
      emptyDescription={t('emptyDescription')}
      action={<UnavailableAction label={t('action')} hint={t('actionHint')} />}
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
