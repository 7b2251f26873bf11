'use client';

import { useTranslations } from 'next-intl';
import { formOutcome, useFieldErrorText } from '@/components/forms/form-errors';
import { useLightForm } from '@/components/forms/use-light-form';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Input } from '@/components/ui/input';
import { LoadFailed } from '@/components/ui/list-parts';
import { Skeleton } from '@/components/ui/skeleton';
import type { LeaveBalance } from '@/lib/contracts/leave';
import { useAdjustBalanceMutation, useLeaveBalances } from '@/lib/queries/leave';
import { usePermissions } from '@/lib/queries/permissions';
import { useLeaveTypeName } from './use-leave-type-name';

/**
 * An employee's leave balances per type, each opening onto the ledger entries it is the sum of, with a manual
 * adjustment (days and a reason). For the employee record (employees module) to show.
 */
export function EmployeeLeaveBalances({ employeeId }: { employeeId: string }) {
  const t = useTranslations('leave.balances');
  const query = useLeaveBalances(employeeId);
  if (query.isError && !query.data)
    return (
      <LoadFailed
        error={query.error}
        title={t('loadFailed')}
        retryLabel={t('retry')}
        onRetry={() => query.refetch()}
      />
    );
  if (!query.data) return <Skeleton className="h-32 w-full" />;
  if (query.data.length === 0)
    return <EmptyState title={t('empty.title')} description={t('empty.description')} />;
  return (
    <div className="grid gap-3 md:grid-cols-2">
      {query.data.map((b) => (
        <BalanceCard key={b.leaveType.id} employeeId={employeeId} balance={b} />
      ))}
    </div>
  );
}

function BalanceCard({ employeeId, balance: b }: { employeeId: string; balance: LeaveBalance }) {
  const t = useTranslations('leave.balances');
  const typeName = useLeaveTypeName();
  const { can } = usePermissions();
  const adjust = useAdjustBalanceMutation();
  const fieldError = useFieldErrorText();
  // the employee record's first view: the schema (and zod) load with the first check
  const form = useLightForm(() => import('@/lib/contracts/leave').then((m) => m.adjustmentFieldsSchema), {
    days: '',
    reason: '',
  });
  const { errors } = form.formState;
  const error = fieldError(errors.days?.message) ?? fieldError(errors.reason?.message);
  const save = form.handleSubmit(
    ({ days, reason }) =>
      void formOutcome(
        form,
        adjust.mutateAsync({ employeeId, leaveTypeId: b.leaveType.id, days, reason }),
        form.reset,
      ),
  );
  return (
    <Card className="space-y-2 p-4">
      <div className="flex items-baseline justify-between gap-2">
        <h3 className="font-medium text-ink">{typeName(b.leaveType.name)}</h3>
        <span className="text-xl font-semibold text-ink" aria-label={t('balanceLabel', { days: b.balance })}>
          {t('days', { days: b.balance })}
        </span>
      </div>
      {b.pending > 0 ? <p className="text-xs text-warning-700">{t('pending', { days: b.pending })}</p> : null}
      <details className="text-sm">
        <summary className="cursor-pointer text-brand-600">
          {t('entries', { count: b.entries.length })}
        </summary>
        <ul className="mt-2 divide-y divide-line">
          {b.entries.map((x) => (
            <li key={x.id} className="flex justify-between gap-2 py-1">
              <span>
                <span className="text-muted">{x.effectiveDate}</span> {t(`kinds.${x.kind}`)}
                {x.reason ? <span className="text-muted"> — {x.reason}</span> : null}
              </span>
              <span className={x.days < 0 ? 'text-danger' : 'text-success-700'}>
                {x.days > 0 ? `+${x.days}` : x.days}
              </span>
            </li>
          ))}
        </ul>
      </details>
      {can('leave') ? (
        <form noValidate className="flex flex-wrap gap-2 pt-1" onSubmit={save}>
          <Input
            type="number"
            step="0.5"
            aria-label={t('adjustDays')}
            placeholder={t('adjustDays')}
            className="w-24"
            aria-invalid={errors.days ? true : undefined}
            {...form.register('days')}
          />
          <Input
            aria-label={t('adjustReason')}
            placeholder={t('adjustReason')}
            className="w-auto flex-1"
            maxLength={500}
            aria-invalid={errors.reason ? true : undefined}
            {...form.register('reason')}
          />
          <Button type="submit" size="sm" variant="secondary" loading={adjust.isPending}>
            {t('adjust')}
          </Button>
          {error ? <p className="w-full text-xs font-medium text-danger">{error}</p> : null}
        </form>
      ) : null}
    </Card>
  );
}
