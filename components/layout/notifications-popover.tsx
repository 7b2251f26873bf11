'use client';

import * as Popover from '@radix-ui/react-popover';
import { useLocale, useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { formatDateTime } from '@/lib/dates';
import { cn } from '@/lib/cn';
import { useMarkNotificationsRead, useNotifications } from '@/lib/queries/notifications';
import { BELL_TRIGGER, NotificationsFace } from './notifications-face';

/** The bell's popover (Radix); loaded the first time someone reaches for the bell. */
export function NotificationsPopover({ label, defaultOpen }: { label: string; defaultOpen: boolean }) {
  const t = useTranslations('shell.notifications');
  const locale = useLocale() as 'en-GB' | 'zh-CN';
  const list = useNotifications();
  const markRead = useMarkNotificationsRead();
  const unread = (list.data?.meta as { unread?: number } | undefined)?.unread ?? 0;
  const items = list.data?.data ?? [];
  return (
    <Popover.Root defaultOpen={defaultOpen}>
      <Popover.Trigger className={BELL_TRIGGER} aria-label={label}>
        <NotificationsFace unread={unread} />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          className="z-50 w-[min(22rem,calc(100vw-2rem))] rounded-card border border-line bg-surface shadow-lg"
        >
          <div className="flex items-center justify-between border-b border-line px-4 py-3">
            <p className="font-semibold">{t('title')}</p>
            <Button
              variant="link"
              size="xs"
              disabled={!unread}
              loading={markRead.isPending}
              onClick={() => markRead.mutate(undefined)}
            >
              {t('markAll')}
            </Button>
          </div>
          {items.length === 0 ? (
            <p className="px-4 py-8 text-center text-sm text-muted">
              {list.isPending ? t('loading') : t('empty')}
            </p>
          ) : (
            <ul className="max-h-96 divide-y divide-line overflow-y-auto">
              {items.map((n) => (
                <li key={n.id}>
                  <button
                    type="button"
                    className={cn(
                      'w-full px-4 py-3 text-left hover:bg-canvas',
                      !n.readAt && 'bg-brand-50/60',
                    )}
                    onClick={() => !n.readAt && markRead.mutate([n.id])}
                  >
                    <p className="text-sm font-medium text-ink">{n.title}</p>
                    <p className="text-sm text-muted">{n.body}</p>
                    <p className="mt-1 text-xs text-muted">{formatDateTime(n.createdAt, locale)}</p>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
