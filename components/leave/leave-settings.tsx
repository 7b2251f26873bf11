'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { toastOutcome } from '@/lib/toast';
import { formOutcome, useFieldErrorText, useZodForm } from '@/components/forms/use-zod-form';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import type { DataTableColumn } from '@/components/ui/data-table';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { ChevronLeftIcon, ChevronRightIcon, PlusIcon } from '@/components/ui/icons';
import { Input } from '@/components/ui/input';
import { QueryTable } from '@/components/ui/list-parts';
import { holidayInputSchema, type Holiday, type LeaveType } from '@/lib/contracts/leave';
import {
  useAddHolidayMutation,
  useDeleteLeaveTypeMutation,
  useHolidays,
  useLeaveTypes,
  useRemoveHolidayMutation,
  useUpdateLeaveTypeMutation,
} from '@/lib/queries/leave';
import { LeaveTypeDialog } from './leave-type-dialog';
import { useLeaveTypeName } from './use-leave-type-name';

/** The settings tab: the organisation's leave types, and the public holidays of a year. */
export function LeaveSettings() {
  return (
    <div className="space-y-6">
      <LeaveTypesCard />
      <HolidaysCard />
    </div>
  );
}

function LeaveTypesCard() {
  const t = useTranslations('leave.settings');
  const typeName = useLeaveTypeName();
  const query = useLeaveTypes();
  const remove = useDeleteLeaveTypeMutation();
  const update = useUpdateLeaveTypeMutation();
  const [editing, setEditing] = useState<LeaveType | null>(null);
  const [creating, setCreating] = useState(false);
  const archive = (ty: LeaveType, archived: boolean) => {
    const { id, requestCount, createdAt, ...rest } = ty;
    void requestCount;
    void createdAt;
    return toastOutcome(update.mutateAsync({ id, ...rest, archived }));
  };
  const columns: DataTableColumn<LeaveType>[] = [
    {
      id: 'name',
      card: 'title',
      header: t('columns.name'),
      cell: (ty) => (
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-medium text-ink">{typeName(ty.name)}</span>
          {ty.paid ? null : <Badge variant="warning">{t('unpaid')}</Badge>}
          {ty.archived ? <Badge variant="secondary">{t('archived')}</Badge> : null}
        </div>
      ),
    },
    {
      id: 'days',
      card: 'figure',
      header: t('columns.days'),
      cell: (ty) => t('daysPerYear', { days: ty.daysPerYear, accrual: t(`accruals.${ty.accrual}`) }),
    },
    {
      id: 'carry',
      header: t('columns.carryOver'),
      cell: (ty) =>
        ty.carryOverDays > 0
          ? t('carryOver', { days: ty.carryOverDays, expiry: ty.carryOverExpiry ?? '—' })
          : '—',
    },
    {
      id: 'who',
      header: t('columns.who'),
      cell: (ty) =>
        [
          ty.gender ? t(`genders.${ty.gender}`) : t('everyone'),
          ty.minServiceMonths ? t('afterMonths', { months: ty.minServiceMonths }) : null,
        ]
          .filter(Boolean)
          .join(' · '),
    },
    {
      id: 'actions',
      card: 'actions',
      header: <span className="sr-only">{t('columns.actions')}</span>,
      cell: (ty) => (
        <div className="flex justify-end gap-1">
          <Button
            size="sm"
            variant="ghost"
            onClick={() => setEditing(ty)}
            aria-label={t('editLabel', { name: typeName(ty.name) })}
          >
            {t('edit')}
          </Button>
          {ty.requestCount > 0 ? (
            <Button
              size="sm"
              variant="ghost"
              onClick={() => archive(ty, !ty.archived).catch(() => undefined)}
            >
              {ty.archived ? t('restore') : t('archive')}
            </Button>
          ) : (
            <ConfirmDialog
              variant="danger"
              title={t('deleteTitle', { name: typeName(ty.name) })}
              description={t('deleteDescription')}
              confirmLabel={t('delete')}
              cancelLabel={t('cancel')}
              trigger={
                <Button
                  size="sm"
                  variant="ghost"
                  className="text-danger"
                  aria-label={t('deleteLabel', { name: typeName(ty.name) })}
                >
                  {t('delete')}
                </Button>
              }
              onConfirm={() => toastOutcome(remove.mutateAsync(ty.id))}
            />
          )}
        </div>
      ),
    },
  ];
  return (
    <Card className="space-y-3 p-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold text-ink">{t('typesTitle')}</h2>
        <Button onClick={() => setCreating(true)}>
          <PlusIcon />
          {t('addType')}
        </Button>
      </div>
      <QueryTable
        query={query}
        failedTitle={t('loadFailed')}
        retryLabel={t('retry')}
        caption={t('typesTitle')}
        columns={columns}
        rows={query.data ?? []}
        getRowId={(ty) => ty.id}
        emptyState={
          <EmptyState className="py-6" title={t('noTypes.title')} description={t('noTypes.description')} />
        }
      />
      <LeaveTypeDialog open={creating} onOpenChange={setCreating} />
      <LeaveTypeDialog
        type={editing}
        open={Boolean(editing)}
        onOpenChange={(open) => !open && setEditing(null)}
      />
    </Card>
  );
}

function HolidaysCard() {
  const t = useTranslations('leave.settings');
  const [year, setYear] = useState(new Date().getUTCFullYear());
  const query = useHolidays(year);
  const add = useAddHolidayMutation();
  const remove = useRemoveHolidayMutation();
  const fieldError = useFieldErrorText();
  const form = useZodForm(holidayInputSchema, { defaultValues: { date: '', name: '' } });
  const { errors } = form.formState;
  const error = fieldError(errors.date?.message) ?? fieldError(errors.name?.message);
  const submit = form.handleSubmit((v) =>
    formOutcome(form, add.mutateAsync(v), () => form.reset({ date: '', name: '' })),
  );
  const columns: DataTableColumn<Holiday>[] = [
    {
      id: 'date',
      card: 'subtitle',
      header: t('columns.date'),
      cell: (h) => (
        <span className={h.observed ? 'whitespace-nowrap' : 'whitespace-nowrap text-muted line-through'}>
          {h.date}
        </span>
      ),
    },
    {
      id: 'name',
      card: 'title',
      header: t('columns.holiday'),
      cell: (h) => <span className={h.observed ? undefined : 'text-muted line-through'}>{h.name}</span>,
    },
    {
      id: 'source',
      card: 'status',
      header: t('columns.source'),
      cell: (h) => (
        <Badge variant={h.source === 'country' ? 'secondary' : 'default'}>{t(`sources.${h.source}`)}</Badge>
      ),
    },
    {
      id: 'actions',
      card: 'actions',
      header: <span className="sr-only">{t('columns.actions')}</span>,
      cell: (h) =>
        h.observed ? (
          <Button
            size="sm"
            variant="ghost"
            className="text-danger"
            onClick={() => toastOutcome(remove.mutateAsync(h.date)).catch(() => undefined)}
            aria-label={t('removeLabel', { name: h.name })}
          >
            {t('remove')}
          </Button>
        ) : (
          <Button
            size="sm"
            variant="ghost"
            onClick={() =>
              toastOutcome(add.mutateAsync({ date: h.date, name: h.name })).catch(() => undefined)
            }
            aria-label={t('observeLabel', { name: h.name })}
          >
            {t('observe')}
          </Button>
        ),
    },
  ];
  return (
    <Card className="space-y-3 p-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold text-ink">{t('holidaysTitle')}</h2>
        <div className="flex items-center gap-2">
          <Button
            size="icon"
            variant="secondary"
            aria-label={t('previousYear')}
            onClick={() => setYear(year - 1)}
          >
            <ChevronLeftIcon />
          </Button>
          <span className="min-w-14 text-center font-medium" aria-live="polite">
            {year}
          </span>
          <Button
            size="icon"
            variant="secondary"
            aria-label={t('nextYear')}
            onClick={() => setYear(year + 1)}
          >
            <ChevronRightIcon />
          </Button>
        </div>
      </div>
      <form noValidate className="flex flex-wrap items-end gap-2" onSubmit={submit}>
        <Input
          type="date"
          aria-label={t('holidayDate')}
          className="w-auto"
          aria-invalid={errors.date ? true : undefined}
          {...form.register('date')}
        />
        <Input
          aria-label={t('holidayName')}
          placeholder={t('holidayName')}
          className="w-auto flex-1"
          maxLength={120}
          aria-invalid={errors.name ? true : undefined}
          {...form.register('name')}
        />
        <Button type="submit" variant="secondary" loading={form.formState.isSubmitting}>
          {t('addHoliday')}
        </Button>
        {error ? <p className="w-full text-xs font-medium text-danger">{error}</p> : null}
      </form>
      <QueryTable
        query={query}
        failedTitle={t('loadFailed')}
        retryLabel={t('retry')}
        caption={t('holidaysTitle')}
        columns={columns}
        rows={query.data ?? []}
        getRowId={(h) => h.date}
        emptyState={<EmptyState className="py-6" title={t('noHolidays')} />}
      />
    </Card>
  );
}
