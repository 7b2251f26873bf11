'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import type { DataTableColumn } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { PagedFooter, QueryTable } from '@/components/ui/list-parts';
import { Select } from '@/components/ui/select';
import { usePaginationLabels } from '@/components/ui/use-module-ui';
import { useUrlPage } from '@/components/ui/use-url-paging';
import { auditActionKey } from '@/lib/audit-actions';
import type { AuditLog } from '@/lib/contracts/audit';
import { formatDateTime, type DateLocale } from '@/lib/dates';
import { AUDIT_ENTITIES } from '@/lib/modules';
import { useAudits } from '@/lib/queries/audit';

const PER_PAGE = 20;

/** Settings → audit log: who changed what and when, with the before/after of each change. */
export function AuditLogTab() {
  const t = useTranslations('audit');
  const locale = useLocale() as DateLocale;
  const { page, setPage } = useUrlPage();
  const [entity, setEntity] = useState('');
  const [expanded, setExpanded] = useState<string | null>(null);
  const query = useAudits({ page, perPage: PER_PAGE, entity: entity || undefined });
  const rows = query.data?.data ?? [];
  const open = rows.find((r) => r.id === expanded);
  const pagination = usePaginationLabels('audit.pagination');
  const entityLabel = (e: string) => (t.has(`entities.${e}`) ? t(`entities.${e}`) : e);
  // What was done, in words ("Simulated a wallet funding"); a route the table does not know shows as itself.
  const actionLabel = (action: string) => {
    const key = `actions.${auditActionKey(action)}`;
    return t.has(key) ? t(key) : action;
  };

  const columns: DataTableColumn<AuditLog>[] = [
    {
      id: 'when',
      card: 'subtitle',
      header: t('columns.when'),
      cell: (r) => formatDateTime(r.createdAt, locale),
    },
    {
      id: 'who',
      card: 'subtitle',
      cardCell: (r) => r.actor?.name ?? t('system'),
      header: t('columns.who'),
      cell: (r) =>
        r.actor ? (
          <span className="flex flex-col">
            <span>{r.actor.name}</span>
            <span className="text-xs text-muted">{r.actor.email}</span>
          </span>
        ) : (
          <Badge variant="secondary">{t('system')}</Badge>
        ),
    },
    { id: 'action', card: 'title', header: t('columns.action'), cell: (r) => actionLabel(r.action) },
    {
      id: 'entity',
      card: 'status',
      header: t('columns.entity'),
      cell: (r) => <Badge variant="outline">{entityLabel(r.entity)}</Badge>,
    },
    {
      id: 'details',
      card: 'actions',
      header: t('columns.details'),
      cell: (r) => {
        const isOpen = expanded === r.id;
        return (
          <Button
            variant="ghost"
            size="sm"
            aria-expanded={isOpen}
            aria-controls={isOpen ? 'audit-details' : undefined}
            onClick={() => setExpanded(isOpen ? null : r.id)}
          >
            {isOpen ? t('hideDetails') : t('showDetails')}
          </Button>
        );
      },
    },
  ];

  return (
    <Card aria-labelledby="audit-log-title" className="space-y-3 p-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="space-y-1">
          <h2 id="audit-log-title" className="text-lg font-semibold text-ink">
            {t('title')}
          </h2>
          <p className="text-sm text-muted">{t('description')}</p>
        </div>
        <label className="flex w-full items-center gap-2 text-sm text-muted sm:w-60">
          <span className="shrink-0">{t('filterEntity')}</span>
          <Select
            value={entity}
            onChange={(e) => {
              setEntity(e.target.value);
              setPage(1);
            }}
          >
            <option value="">{t('allEntities')}</option>
            {AUDIT_ENTITIES.map((e) => (
              <option key={e} value={e}>
                {entityLabel(e)}
              </option>
            ))}
          </Select>
        </label>
      </div>
      <QueryTable
        query={query}
        failedTitle={t('loadError')}
        retryLabel={t('retry')}
        caption={t('title')}
        columns={columns}
        rows={rows}
        getRowId={(r) => r.id}
        emptyState={
          <EmptyState className="py-6" title={t('emptyTitle')} description={t('emptyDescription')} />
        }
      />
      {open ? (
        <section
          id="audit-details"
          aria-label={actionLabel(open.action)}
          className="grid gap-3 rounded-md border border-line p-3 sm:grid-cols-2"
        >
          <p className="text-sm font-medium text-ink sm:col-span-2">{actionLabel(open.action)}</p>
          {open.detailsHidden ? (
            <p className="text-sm text-muted sm:col-span-2">{t('detailsHidden')}</p>
          ) : (
            <>
              <JsonBlock label={t('before')} value={open.before} empty={t('nothing')} />
              <JsonBlock label={t('after')} value={open.after} empty={t('nothing')} />
            </>
          )}
        </section>
      ) : null}
      <PagedFooter meta={query.data?.meta} onPageChange={setPage} labels={pagination} />
    </Card>
  );
}

function JsonBlock({ label, value, empty }: { label: string; value: unknown; empty: string }) {
  return (
    <figure className="min-w-0">
      <figcaption className="mb-1 text-xs font-semibold text-muted uppercase">{label}</figcaption>
      <pre className="max-h-64 overflow-auto rounded-md bg-canvas p-2 text-xs text-ink">
        {value === null || value === undefined ? empty : JSON.stringify(value, null, 2)}
      </pre>
    </figure>
  );
}
