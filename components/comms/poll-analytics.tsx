'use client';

import { useTranslations } from 'next-intl';
import { toast, toastOutcome } from '@/lib/toast';
import { saveBlob } from '@/components/employees/bulk/save-blob';
import { PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { downloadPollResults } from '@/lib/api/comms';
import { errorMessage, hasErrorCode } from '@/lib/api/client';
import { useClosePollMutation, usePoll } from '@/lib/queries/comms';
import { CommStatusBadge, copyLink, percent, publicUrl, reportWriteError, useDateTime } from './comms-ui';
import { DepartmentsTable, OptionsChart, OverTimeChart } from './poll-charts';

function Stat({
  label,
  value,
  hint,
  testId,
}: {
  label: string;
  value: string;
  hint?: string;
  testId: string;
}) {
  return (
    <Card className="p-4">
      <p className="text-xs text-muted">{label}</p>
      <p className="text-2xl font-semibold tabular-nums" data-testid={testId}>
        {value}
      </p>
      {hint ? <p className="text-xs text-muted">{hint}</p> : null}
    </Card>
  );
}

/** /app/comms/poll-analytics/{id}: the poll's analytics, refreshed every few seconds while it is open. */
export function PollAnalyticsScreen({ id }: { id: string }) {
  const t = useTranslations('comms.poll');
  const tc = useTranslations('comms');
  const query = usePoll(id);
  const close = useClosePollMutation();
  const dateTime = useDateTime();

  if (query.isPending) {
    return (
      <div className="space-y-4" aria-busy>
        <Skeleton className="h-10 w-2/3" />
        <div className="grid gap-4 sm:grid-cols-3">
          <Skeleton className="h-24" />
          <Skeleton className="h-24" />
          <Skeleton className="h-24" />
        </div>
        <Skeleton className="h-64" />
      </div>
    );
  }
  if (query.isError) {
    const missing = hasErrorCode(query.error, 'NOT_FOUND');
    return (
      <Card>
        <EmptyState
          title={missing ? t('notFound') : tc('loadFailed')}
          description={missing ? undefined : errorMessage(query.error)}
          action={
            missing ? null : (
              <Button variant="secondary" onClick={() => query.refetch()}>
                {tc('retry')}
              </Button>
            )
          }
        />
      </Card>
    );
  }
  const poll = query.data;
  const open = poll.status === 'open';
  const download = async () => {
    try {
      saveBlob(await downloadPollResults(poll.id), 'poll-results.xlsx');
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };

  return (
    <div className="space-y-6">
      <PageHeader
        title={poll.question ?? t('title')}
        description={
          <span className="flex flex-wrap items-center gap-2">
            <CommStatusBadge status={poll.status} />
            {poll.closedAt
              ? t('closedAt', { date: dateTime(poll.closedAt) })
              : poll.closesAt
                ? t('closesAt', { date: dateTime(poll.closesAt) })
                : null}
            {open ? <span className="text-xs text-success-700">{t('live')}</span> : null}
          </span>
        }
        actions={
          <>
            {poll.sharedToken ? (
              <Button
                variant="secondary"
                onClick={() =>
                  copyLink(publicUrl(`/polls/${poll.sharedToken}`), {
                    copied: tc('linkCopied'),
                    failed: tc('copyFailed'),
                  })
                }
              >
                {tc('copyLink')}
              </Button>
            ) : null}
            <Button variant="secondary" onClick={download}>
              {t('download')}
            </Button>
            {open ? (
              <ConfirmDialog
                trigger={<Button variant="danger">{t('close')}</Button>}
                title={t('closeTitle')}
                description={t('closeDescription')}
                confirmLabel={t('closeConfirm')}
                cancelLabel={t('cancel')}
                variant="danger"
                onConfirm={() => toastOutcome(close.mutateAsync(poll.id), { onError: reportWriteError })}
              />
            ) : null}
          </>
        }
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <Stat label={t('recipients')} value={String(poll.recipients)} testId="poll-recipients" />
        <Stat
          label={t('responses')}
          value={String(poll.responses)}
          hint={
            poll.sharedToken || poll.sharedResponses > 0
              ? t('bySharedLink', { count: String(poll.sharedResponses) })
              : undefined
          }
          testId="poll-responses"
        />
        <Stat label={t('responseRate')} value={`${percent(poll.responseRate)}%`} testId="poll-rate" />
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <OptionsChart poll={poll} />
        <OverTimeChart poll={poll} />
      </div>
      <DepartmentsTable poll={poll} />
    </div>
  );
}
