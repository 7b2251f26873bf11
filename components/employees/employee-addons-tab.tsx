'use client';

import { toastOutcome } from '@/lib/toast';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import type { DataTableColumn } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { PlusIcon } from '@/components/ui/icons';
import { EditDeleteActions, QueryTable } from '@/components/ui/list-parts';
import type { Addon, EmployeeDetail } from '@/lib/contracts/employees';
import { formatMoney } from '@/lib/money';
import { dateTimeFormat } from '@/lib/intl-formats';
import { useDeleteAddonMutation, useEmployeeAddons } from '@/lib/queries/employees';
import { AddonDialog } from './addon-dialog';
import { EmployeesError } from './employees-error';

/** YYYY-MM as a month name: "2026-03" → "Mar 2026". */
const monthLabel = (period: string, locale: string) => {
  const [y, m] = period.split('-').map(Number);
  return dateTimeFormat(locale, { month: 'short', year: 'numeric' }).format(
    new Date(y ?? 2000, (m ?? 1) - 1, 1),
  );
};

/** Bonuses and deductions of one employee: list, add, edit, delete (after a confirmation). */
export function EmployeeAddonsTab({ employee }: { employee: EmployeeDetail }) {
  const t = useTranslations('employees.addons');
  const locale = useLocale();
  const addons = useEmployeeAddons(employee.id);
  const remove = useDeleteAddonMutation();
  const [editing, setEditing] = useState<Addon | 'new' | null>(null);

  const columns: DataTableColumn<Addon>[] = [
    {
      id: 'name',
      card: 'title',
      header: t('name'),
      cell: (a) => <span className="font-medium">{a.name}</span>,
    },
    {
      id: 'kind',
      card: 'subtitle',
      header: t('kind'),
      cell: (a) => <Badge variant={a.kind === 'bonus' ? 'success' : 'warning'}>{t(`kinds.${a.kind}`)}</Badge>,
    },
    {
      id: 'amount',
      card: 'figure',
      header: t('amount'),
      className: 'text-right tabular-nums',
      cell: (a) => `${a.kind === 'deduction' ? '−' : ''}${formatMoney(a.amount, a.currency, locale)}`,
    },
    { id: 'frequency', header: t('frequency'), cell: (a) => t(`frequencies.${a.frequency}`) },
    {
      id: 'period',
      header: t('period'),
      cell: (a) =>
        a.frequency === 'one_off'
          ? monthLabel(a.startPeriod, locale)
          : t('range', {
              from: monthLabel(a.startPeriod, locale),
              to: a.endPeriod ? monthLabel(a.endPeriod, locale) : t('ongoing'),
            }),
    },
    {
      id: 'actions',
      card: 'actions',
      header: <span className="sr-only">{t('actions')}</span>,
      cell: (a) => (
        <EditDeleteActions
          labels={{
            edit: t('edit'),
            editAria: t('editNamed', { name: a.name }),
            deleteOpen: t('delete'),
            deleteAria: t('deleteNamed', { name: a.name }),
            title: t('deleteTitle', { name: a.name }),
            description: t('deleteDescription'),
            confirm: t('delete'),
            cancel: t('cancel'),
          }}
          onEdit={() => setEditing(a)}
          onDelete={() => toastOutcome(remove.mutateAsync({ employeeId: employee.id, addonId: a.id }))}
        />
      ),
    },
  ];

  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
        <div>
          <CardTitle>{t('title')}</CardTitle>
          <CardDescription>{t('description')}</CardDescription>
        </div>
        <Button onClick={() => setEditing('new')}>
          <PlusIcon />
          {t('add')}
        </Button>
      </CardHeader>
      <CardContent>
        <QueryTable
          query={addons}
          renderFailed={(error, retry) => <EmployeesError error={error} onRetry={retry} />}
          caption={t('title')}
          columns={columns}
          rows={addons.data ?? []}
          getRowId={(a) => a.id}
          loadingRows={3}
          emptyState={
            <EmptyState className="py-6" title={t('emptyTitle')} description={t('emptyDescription')} />
          }
        />
      </CardContent>
      {editing ? (
        <AddonDialog
          key={editing === 'new' ? 'new' : editing.id}
          employeeId={employee.id}
          currency={employee.payCurrency}
          addon={editing === 'new' ? undefined : editing}
          open
          onOpenChange={(open) => !open && setEditing(null)}
        />
      ) : null}
    </Card>
  );
}
