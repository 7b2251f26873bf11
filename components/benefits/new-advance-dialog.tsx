'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { toast, toastOutcome } from '@/lib/toast';
import { z } from 'zod';
import { EmployeePicker } from '@/components/employees/employee-picker';
import { MoneyField } from '@/components/forms/money-field';
import { useFieldErrorText, useZodForm } from '@/components/forms/use-zod-form';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError, errorMessage } from '@/lib/api/client';
import type { EwaCap } from '@/lib/contracts/benefits';
import { useCreateEwaAdvanceMutation, useEwaCap } from '@/lib/queries/benefits';
import { useMoney } from './ewa-format';

// The amount in minor units (MoneyField); empty or more decimals than the currency has is not an amount.
const formSchema = z.object({
  amount: z
    .number({ message: 'benefits.validation.majorAmount' })
    .min(1, { message: 'benefits.validation.amountPositive' }),
});

type Props = { open: boolean; onOpenChange: (open: boolean) => void };

/** Records an employee's request: pick the employee, see the live cap and its working, enter the amount. */
export function NewAdvanceDialog({ open, onOpenChange }: Props) {
  const t = useTranslations('benefits.newAdvance');
  const [busy, setBusy] = useState(false);
  return (
    <Dialog open={open} onOpenChange={(o) => !busy && onOpenChange(o)}>
      <DialogContent closeLabel={t('cancel')} className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{t('title')}</DialogTitle>
          <DialogDescription>{t('intro')}</DialogDescription>
        </DialogHeader>
        {/* mounted per opening, so every opening starts empty with a fresh Idempotency-Key */}
        {open ? <AdvanceForm onDone={() => onOpenChange(false)} onBusy={setBusy} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function AdvanceForm({ onDone, onBusy }: { onDone: () => void; onBusy: (busy: boolean) => void }) {
  const t = useTranslations('benefits.newAdvance');
  const fieldError = useFieldErrorText();
  const [employeeId, setEmployeeId] = useState<string | null>(null);
  const [employeeError, setEmployeeError] = useState<string | null>(null);
  // one key per request: a retried submit (double click, lost answer) never pays twice
  const [key, setKey] = useState(() => crypto.randomUUID());
  const cap = useEwaCap(employeeId);
  const create = useCreateEwaAdvanceMutation();
  const form = useZodForm(formSchema, { defaultValues: { amount: undefined as unknown as number } });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async ({ amount }) => {
    if (!employeeId || !cap.data) return setEmployeeError(t('chooseEmployee'));
    onBusy(true);
    await toastOutcome(create.mutateAsync({ employeeId, amount, idempotencyKey: key }), {
      onDone,
      onError: (error) => {
        const e = error instanceof ApiError ? error.errors : undefined;
        if (e?.amount) form.setError('amount', { type: 'server', message: e.amount[0] });
        else if (e?.employeeId) setEmployeeError(e.employeeId[0] ?? null);
        else toast.error(errorMessage(error));
        // a refused request moved nothing: the next attempt is a new request
        setKey(crypto.randomUUID());
        void cap.refetch();
      },
    }).catch(() => undefined);
    onBusy(false);
  });

  return (
    <form noValidate className="space-y-4" onSubmit={submit}>
      <EmployeeChooser
        selected={employeeId}
        onSelect={(id) => (setEmployeeId(id), setEmployeeError(null))}
        error={employeeError}
      />
      {employeeId ? (
        <CapWorking
          cap={cap.data}
          loading={cap.isPending}
          failed={cap.isError ? errorMessage(cap.error) : null}
        />
      ) : null}
      <MoneyField
        control={form.control}
        name="amount"
        label={cap.data ? t('amount', { currency: cap.data.currency }) : t('amountPlain')}
        currencyInLabel={false}
        currency={cap.data?.currency ?? 'NGN'}
        error={fieldError(errors.amount?.message)}
        disabled={!cap.data}
        required
      />
      <DialogFooter>
        <Button type="button" variant="secondary" onClick={onDone} disabled={form.formState.isSubmitting}>
          {t('cancel')}
        </Button>
        <Button
          type="submit"
          loading={form.formState.isSubmitting}
          disabled={!cap.data || Boolean(cap.data.blockedReason)}
        >
          {t('submit')}
        </Button>
      </DialogFooter>
    </form>
  );
}

function EmployeeChooser({
  selected,
  onSelect,
  error,
}: {
  selected: string | null;
  onSelect: (id: string) => void;
  error: string | null;
}) {
  const t = useTranslations('benefits.newAdvance');
  return (
    <FormField label={t('employee')} error={error ?? undefined} required>
      {(control) => (
        <EmployeePicker
          {...control}
          placeholder={t('searchEmployee')}
          value={selected}
          onChange={(id) => id && onSelect(id)}
        />
      )}
    </FormField>
  );
}

/** The cap and how it was reached, line by line, and why the employee cannot draw when they cannot. */
function CapWorking({
  cap,
  loading,
  failed,
}: {
  cap: EwaCap | undefined;
  loading: boolean;
  failed: string | null;
}) {
  const t = useTranslations('benefits.newAdvance');
  const tr = useTranslations('benefits.blocked');
  const money = useMoney();
  if (failed) return <p className="text-sm text-danger">{failed}</p>;
  if (loading || !cap) return <Skeleton className="h-28" />;
  const m = (n: number) => money(n, cap.currency);
  const rows: [string, string][] = [
    [t('working.monthlyNet'), m(cap.monthlyNet)],
    [
      t('working.days', { elapsed: cap.workingDaysElapsed, total: cap.workingDaysInMonth }),
      m(cap.earnedToDate),
    ],
    [t('working.share', { percent: cap.maxSharePercent }), m(cap.available)],
    [t('working.taken', { count: cap.advancesThisMonth }), `− ${m(cap.takenThisMonth)}`],
  ];
  return (
    <section
      aria-label={t('working.title')}
      className="space-y-2 rounded-lg border border-line bg-canvas p-3 text-sm"
      data-testid="ewa-cap"
    >
      <dl className="space-y-1">
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-4">
            <dt className="text-muted">{label}</dt>
            <dd className="tabular-nums text-ink">{value}</dd>
          </div>
        ))}
        <div className="flex justify-between gap-4 border-t border-line pt-1 font-semibold">
          <dt>{t('working.cap')}</dt>
          <dd className="tabular-nums">{m(cap.cap)}</dd>
        </div>
      </dl>
      <p className="text-xs text-muted">
        {t('working.limits', {
          min: m(cap.minAmount),
          max: cap.maxAmount > 0 ? m(cap.maxAmount) : t('working.noMax'),
          perMonth: cap.maxPerMonth,
          cutoff: cap.cutoffDate,
        })}
      </p>
      {cap.blockedReason ? (
        <p role="alert" className="font-medium text-danger">
          {tr(cap.blockedReason as 'cutoff')}
        </p>
      ) : null}
    </section>
  );
}
