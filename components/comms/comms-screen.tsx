'use client';

import { useTranslations } from 'next-intl';
import { IntentLink } from '@/components/ui/intent-link';
import { useState } from 'react';
import { PageHeader } from '@/components/layout/page-header';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import type { DataTableColumn } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { PagedFooter, QueryTable, SearchBox } from '@/components/ui/list-parts';
import { Select } from '@/components/ui/select';
import { useErrorToast, usePaginationLabels } from '@/components/ui/use-module-ui';
import { useUrlPaging } from '@/components/ui/use-url-paging';
import type { Comm, CommType } from '@/lib/contracts/comms';
import { useComms } from '@/lib/queries/comms';
import { CommFormDialog } from './comm-form-dialog';
import { ChatIcon, COMMS_PATH, CommStatusBadge, copyLink, percent, publicUrl, useDateTime } from './comms-ui';

const PER_PAGE = 20;
const FILTERS = ['type', 'status'] as const;

/** /app/comms: polls and announcements with status, response rate and closing date; new poll / announcement. */
export function CommsScreen() {
  const t = useTranslations('comms');
  const { page, search, term, setTerm, filters, setFilter, setPage } = useUrlPaging({ filters: FILTERS });
  const type = (['poll', 'announcement'] as const).find((x) => x === filters.type);
  const status = (['open', 'closed'] as const).find((x) => x === filters.status);
  const query = useComms({ page, perPage: PER_PAGE, type, status, search: search || undefined });
  const [dialog, setDialog] = useState<CommType | null>(null);
  const labels = usePaginationLabels('comms.pagination');
  const dateTime = useDateTime();
  useErrorToast(query.error, 'comms');
  const copyLabels = { copied: t('linkCopied'), failed: t('copyFailed') };

  const subject = (c: Comm) => (
    <>
      {c.type === 'poll' ? (
        <IntentLink
          href={`${COMMS_PATH}/poll-analytics/${c.id}`}
          className="font-medium text-brand-600 hover:underline"
        >
          {c.question}
        </IntentLink>
      ) : (
        <p className="font-medium text-ink">{c.title}</p>
      )}
      <p className="text-xs text-muted">
        <Badge variant="outline">{t(`type.${c.type}`)}</Badge> {dateTime(c.createdAt)}
      </p>
    </>
  );
  const columns: DataTableColumn<Comm>[] = [
    {
      id: 'subject',
      card: 'title',
      header: t('columns.subject'),
      cell: (c) => (
        <div className="min-w-0 max-w-[14rem] space-y-1 sm:max-w-md">
          {subject(c)}
          {/* Between 640 and 768 px the other columns are hidden: their essentials show here. */}
          <p className="flex flex-wrap items-center gap-2 text-xs text-muted md:hidden">
            <CommStatusBadge status={c.status} />
            {c.type === 'poll' ? (
              <span className="tabular-nums">
                {t('responsesOf', { responses: c.responses, recipients: c.recipients })} ·{' '}
                {t('rate', { rate: percent(c.responseRate) })}
              </span>
            ) : null}
          </p>
        </div>
      ),
      // the phone card shows the status and responses beside the subject
      cardCell: (c) => <div className="space-y-1">{subject(c)}</div>,
      className: 'whitespace-normal',
    },
    {
      id: 'status',
      card: 'status',
      header: t('columns.status'),
      cell: (c) => <CommStatusBadge status={c.status} />,
      className: 'hidden md:table-cell',
    },
    {
      id: 'responses',
      card: 'figure',
      header: t('columns.responses'),
      cell: (c) =>
        c.type === 'poll' ? (
          <div className="tabular-nums">
            <p>{t('responsesOf', { responses: c.responses, recipients: c.recipients })}</p>
            <p className="text-xs text-muted">{t('rate', { rate: percent(c.responseRate) })}</p>
          </div>
        ) : (
          <span className="tabular-nums">{c.recipients}</span>
        ),
      className: 'hidden md:table-cell',
    },
    {
      id: 'closes',
      header: t('columns.closes'),
      cell: (c) =>
        c.type !== 'poll' ? (
          '—'
        ) : c.closedAt ? (
          dateTime(c.closedAt)
        ) : c.closesAt ? (
          dateTime(c.closesAt)
        ) : (
          <span className="text-muted">{t('noClosing')}</span>
        ),
      className: 'hidden lg:table-cell',
    },
    {
      id: 'actions',
      card: 'actions',
      header: <span className="sr-only">{t('columns.actions')}</span>,
      cell: (c) =>
        c.type === 'poll' ? (
          <div className="flex flex-col items-end gap-1">
            {c.sharedToken ? (
              <Button
                variant="ghost"
                size="sm"
                onClick={() => copyLink(publicUrl(`/polls/${c.sharedToken}`), copyLabels)}
              >
                {t('copyLink')}
              </Button>
            ) : null}
            <Button asChild variant="secondary" size="sm">
              <IntentLink href={`${COMMS_PATH}/poll-analytics/${c.id}`}>{t('viewAnalytics')}</IntentLink>
            </Button>
          </div>
        ) : null,
      // On a phone the question links to the analytics, where the shared link can be copied too.
      className: 'hidden sm:table-cell',
    },
  ];

  const filtered = Boolean(search || type || status);
  const empty = filtered ? (
    <EmptyState className="py-6" title={t('noMatchTitle')} description={t('noMatchDescription')} />
  ) : (
    <EmptyState
      className="py-6"
      icon={<ChatIcon />}
      title={t('emptyTitle')}
      description={t('emptyDescription')}
      action={<Button onClick={() => setDialog('poll')}>{t('newPoll')}</Button>}
    />
  );

  return (
    <>
      <PageHeader
        title={t('title')}
        description={t('description')}
        actions={
          <>
            <Button asChild variant="secondary">
              <IntentLink href={`${COMMS_PATH}/suggestions`}>{t('suggestionsLink')}</IntentLink>
            </Button>
            <Button variant="secondary" onClick={() => setDialog('announcement')}>
              {t('newAnnouncement')}
            </Button>
            <Button onClick={() => setDialog('poll')}>{t('newPoll')}</Button>
          </>
        }
      />
      <Card className="space-y-3 p-4">
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
          <SearchBox
            value={term}
            onChange={setTerm}
            placeholder={t('searchPlaceholder')}
            label={t('searchPlaceholder')}
          />
          <div className="grid grid-cols-2 gap-2 sm:flex">
            <Select
              aria-label={t('filters.type')}
              value={type ?? ''}
              onChange={(e) => setFilter('type', e.target.value)}
            >
              <option value="">{t('filters.allTypes')}</option>
              <option value="poll">{t('type.poll')}</option>
              <option value="announcement">{t('type.announcement')}</option>
            </Select>
            <Select
              aria-label={t('filters.status')}
              value={status ?? ''}
              onChange={(e) => setFilter('status', e.target.value)}
            >
              <option value="">{t('filters.allStatuses')}</option>
              <option value="open">{t('status.open')}</option>
              <option value="closed">{t('status.closed')}</option>
            </Select>
          </div>
        </div>
        <QueryTable
          query={query}
          failedTitle={t('loadFailed')}
          retryLabel={t('retry')}
          caption={t('title')}
          columns={columns}
          rows={query.data?.data ?? []}
          getRowId={(c) => c.id}
          emptyState={empty}
        />
        <PagedFooter meta={query.data?.meta} onPageChange={setPage} labels={labels} />
      </Card>
      <CommFormDialog
        type={dialog ?? 'poll'}
        open={dialog !== null}
        onOpenChange={(open) => !open && setDialog(null)}
      />
    </>
  );
}
