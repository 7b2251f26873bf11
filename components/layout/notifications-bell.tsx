'use client';

import * as Popover from '@radix-ui/react-popover';
import { useLocale, useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { formatDateTime } from '@/lib/dates';
import { cn } from '@/lib/cn';
import { useMarkNotificationsRead, useNotifications } from '@/lib/queries/notifications';

/** The bell: unread count, the latest notifications, mark one or all as read. */
export function NotificationsBell() {
  const t = useTranslations('shell.notifications');
  const locale = useLocale() as 'en-GB' | 'zh-CN';
  const list = useNotifications();
  const markRead = useMarkNotificationsRead();
  const unread = (list.data?.meta as { unread?: number } | undefined)?.unread ?? 0;
  const items = list.data?.data ?? [];
  return (
    <Popover.Root>
      <Popover.Trigger
        className="relative grid size-9 place-items-center rounded-full text-muted hover:bg-canvas hover:text-ink"
        aria-label={unread ? t('labelUnread', { count: unread }) : t('label')}
      >
        <svg
          aria-hidden
          viewBox="0 0 24 24"
          className="size-5"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
        >
          <path d="M18 8a6 6 0 10-12 0c0 7-3 9-3 9h18s-3-2-3-9M13.7 21a2 2 0 01-3.4 0" />
        </svg>
        {unread > 0 && (
          <span
            data-testid="unread-count"
            className="absolute -top-0.5 -right-0.5 grid min-w-5 place-items-center rounded-full bg-danger px-1 text-[11px] font-semibold text-white"
          >
            {unread > 99 ? '99+' : unread}
          </span>
        )}
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
