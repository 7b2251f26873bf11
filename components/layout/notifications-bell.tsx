'use client';

import { useTranslations } from 'next-intl';
import { lazy, Suspense } from 'react';
import { useLoadOnIntent } from '@/components/ui/use-load-on-intent';
import { useNotifications } from '@/lib/queries/notifications';
import { BELL_TRIGGER, NotificationsFace } from './notifications-face';

const loadPopover = () => import('./notifications-popover');
const NotificationsPopover = lazy(() => loadPopover().then((m) => ({ default: m.NotificationsPopover })));

/** The bell: unread count; the list (mark one or all as read) loads on hover or focus and opens on click. */
export function NotificationsBell() {
  const t = useTranslations('shell.notifications');
  const list = useNotifications();
  const unread = (list.data?.meta as { unread?: number } | undefined)?.unread ?? 0;
  const label = unread ? t('labelUnread', { count: unread }) : t('label');
  const { opened, intent } = useLoadOnIntent(loadPopover);
  const button = (
    <button type="button" className={BELL_TRIGGER} aria-label={label} aria-haspopup="dialog" {...intent}>
      <NotificationsFace unread={unread} />
    </button>
  );
  if (!opened) return button;
  return (
    <Suspense fallback={button}>
      <NotificationsPopover label={label} defaultOpen />
    </Suspense>
  );
}
