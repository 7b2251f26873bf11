'use client';

import { formatDistanceToNow } from 'date-fns';
import { enGB, zhCN } from 'date-fns/locale';
import { useLocale, useTranslations } from 'next-intl';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import type { AccountSession } from '@/lib/contracts/account-sessions';
import { formatDateTime, type DateLocale } from '@/lib/dates';
import {
  useRevokeOtherSessionsMutation,
  useRevokeSessionMutation,
  useSessions,
} from '@/lib/queries/account-sessions';
import { toastOutcome } from '@/lib/toast';

/**
 * "Signed-in sessions" in the personal-info tab (issue 33, ASVS 7.5.2): where the person is signed in, each
 * other session with a Sign out behind a confirmation, and Sign out everywhere else. Sessions also end by
 * themselves after 30 idle minutes or 12 hours.
 */
export function SignedInSessions() {
  const t = useTranslations('settings.sessions');
  const sessions = useSessions();
  const others = sessions.data?.filter((s) => !s.current) ?? [];
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('title')}</CardTitle>
        <CardDescription>{t('description')}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {sessions.isPending ? (
          <Skeleton className="h-24 w-full" aria-label={t('loading')} />
        ) : sessions.isError ? (
          <p role="alert" className="text-sm text-danger">
            {t('loadFailed')}
          </p>
        ) : sessions.data.length === 0 ? (
          <EmptyState title={t('emptyTitle')} description={t('emptyDescription')} />
        ) : (
          <>
            <ul aria-label={t('title')} className="divide-y divide-line">
              {sessions.data.map((s) => (
                <SessionRow key={s.id} session={s} />
              ))}
            </ul>
            {others.length > 0 ? (
              <div className="flex justify-end">
                <SignOutOthersButton />
              </div>
            ) : (
              <p className="text-sm text-muted">{t('onlyThis')}</p>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}

function SessionRow({ session }: { session: AccountSession }) {
  const t = useTranslations('settings.sessions');
  const locale = useLocale() as DateLocale;
  const revoke = useRevokeSessionMutation();
  const device = session.device || t('unknownDevice');
  const lastSeen = new Date(session.lastSeenAt);
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3">
      <div className="min-w-0 space-y-0.5">
        <p className="flex items-center gap-2 font-medium text-ink">
          {device}
          {session.current ? <Badge variant="success">{t('thisDevice')}</Badge> : null}
        </p>
        <p className="text-sm text-muted">
          {shownAddress(session.ip) ?? t('unknownAddress')} ·{' '}
          <time dateTime={session.lastSeenAt} title={formatDateTime(lastSeen, locale)}>
            {t('lastSeen', {
              when: formatDistanceToNow(lastSeen, {
                addSuffix: true,
                locale: locale === 'zh-CN' ? zhCN : enGB,
              }),
            })}
          </time>{' '}
          · {t('signedIn', { when: formatDateTime(session.createdAt, locale) })}
        </p>
      </div>
      {session.current ? null : (
        <ConfirmDialog
          trigger={
            <Button type="button" variant="secondary" size="sm" aria-label={t('signOutOne', { device })}>
              {t('signOut')}
            </Button>
          }
          title={t('confirmOneTitle')}
          description={t('confirmOneDescription', { device })}
          confirmLabel={t('signOut')}
          variant="danger"
          onConfirm={() => toastOutcome(revoke.mutateAsync(session.id))}
        />
      )}
    </li>
  );
}

/** Sign out everywhere else, behind a confirmation; also offered after a password change (SignOutElsewhereOffer). */
function SignOutOthersButton() {
  const t = useTranslations('settings.sessions');
  const revokeOthers = useRevokeOtherSessionsMutation();
  return (
    <ConfirmDialog
      trigger={
        <Button type="button" variant="danger" size="sm">
          {t('signOutOthers')}
        </Button>
      }
      title={t('confirmOthersTitle')}
      description={t('confirmOthersDescription')}
      confirmLabel={t('signOutOthers')}
      variant="danger"
      onConfirm={() =>
        toastOutcome(revokeOthers.mutateAsync(), {
          success: (r) => t('signedOutOthers', { count: r.data.revoked }),
        })
      }
    />
  );
}

/** An IPv4 client as people know it: without the IPv6-mapped prefix (::ffff:) the server may record. */
function shownAddress(ip: string | null | undefined) {
  return ip ? ip.replace(new RegExp('^::ffff:'), '') : null;
}

/**
 * The toast after a password change or turning two-factor on: its message, and "Sign out everywhere else" at
 * hand (a password change already ends the other sessions; this ends any signed in since, and says how many).
 * A toast renders in the app shell, outside the settings screen's messages: its words come from the screen
 * (useSignOutElsewhereOffer), not from a translation hook of its own.
 */
function SignOutElsewhereOffer({
  message,
  label,
  doneText,
}: {
  message: string;
  label: string;
  doneText: (count: number) => string;
}) {
  const revokeOthers = useRevokeOtherSessionsMutation();
  return (
    <div className="space-y-2">
      <p>{message}</p>
      <Button
        type="button"
        variant="secondary"
        size="xs"
        loading={revokeOthers.isPending}
        onClick={() =>
          void toastOutcome(revokeOthers.mutateAsync(), { success: (r) => doneText(r.data.revoked) })
        }
      >
        {label}
      </Button>
    </div>
  );
}

/** The offer's toast content for a success message, its words resolved in the calling screen. */
export function useSignOutElsewhereOffer() {
  const t = useTranslations('settings.sessions');
  const label = t('signOutOthers');
  const doneText = (count: number) => t('signedOutOthers', { count });
  return function offer(message: string) {
    return <SignOutElsewhereOffer message={message} label={label} doneText={doneText} />;
  };
}
