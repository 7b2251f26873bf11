'use client';

import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { reportFormError, useFieldErrorText, useZodForm } from '@/components/forms/use-zod-form';
import { saveBlob } from '@/components/employees/bulk/save-blob';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { LoadFailed } from '@/components/ui/list-parts';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { downloadBankFile } from '@/lib/api/payroll-bank-file';
import type { PayrollDetail } from '@/lib/contracts/payroll';
import { formatDate, type DateLocale } from '@/lib/dates';
import { markPaidSchema, type BankFileFormat, type MarkPaidInput } from '@/lib/contracts/payroll-bank-file';
import { useBankFileCheck, useMarkPaid } from '@/lib/queries/payroll-bank-file';
import { usePermissions } from '@/lib/queries/permissions';
import { toast, toastOutcome } from '@/lib/toast';
import { Money } from './payroll-parts';
import { useBlobDownload } from './use-blob-download';

/** The layouts a run's currencies can use: the naira layouts for naira, Kenyan EFT for shillings, xlsx always. */
function formatsFor(currencies: string[]): BankFileFormat[] {
  return [
    ...(currencies.includes('NGN') ? (['nibss', 'interswitch'] as const) : []),
    ...(currencies.includes('KES') ? (['ke-eft'] as const) : []),
    'xlsx',
  ];
}

const today = () => new Date().toISOString().slice(0, 10);

/**
 * A run approved under `payroll.disbursement` bank-file, waiting for the employer's bank (issue 36): choose the
 * bank's layout and download the bulk file — or, while accounts fail the checks, the employees to fix first
 * with links to them — then mark the run paid with the bank's reference and the day it paid.
 */
export function BankFilePanel({ detail }: { detail: PayrollDetail }) {
  const { can } = usePermissions();
  if (detail.status === 'paid' && detail.bankPayment) return <PaidByBank payment={detail.bankPayment} />;
  // the file and marking paid are the approvers' (the API's payroll.approve): no check is asked for otherwise
  if (detail.status !== 'awaiting_bank_payment' || !can('payroll.approve')) return null;
  return <AwaitingBank detail={detail} />;
}

/** A run marked paid through the bank: when, and the bank's reference (to trace it with the bank). */
function PaidByBank({ payment }: { payment: NonNullable<PayrollDetail['bankPayment']> }) {
  const t = useTranslations('payroll-bank-file.panel');
  const locale = useLocale() as DateLocale;
  return (
    <Card data-testid="bank-file-paid">
      <CardHeader>
        <CardTitle>{t('paidTitle')}</CardTitle>
        <CardDescription>
          {t('paidBody', {
            date: payment.paidOn ? formatDate(payment.paidOn, locale) : '',
            reference: payment.reference,
          })}
        </CardDescription>
      </CardHeader>
    </Card>
  );
}

function AwaitingBank({ detail }: { detail: PayrollDetail }) {
  const t = useTranslations('payroll-bank-file.panel');
  const formats = formatsFor(Object.keys(detail.totals));
  const [format, setFormat] = useState<BankFileFormat>(formats[0]!);
  const check = useBankFileCheck(detail.id, format);
  // Interswitch's batch rows name the employer's AutoGate terminal and debited account (optional here)
  const [batch, setBatch] = useState({ terminalId: '', sourceAccount: '' });
  const { busy, start } = useBlobDownload();

  const download = () =>
    start(async () => {
      const ext = format === 'xlsx' ? 'xlsx' : 'csv';
      saveBlob(
        await downloadBankFile(detail.id, format, format === 'interswitch' ? batch : {}),
        `bank-${format}-${detail.period}-${detail.id.slice(0, 8)}.${ext}`,
      );
    }).catch(() => toast.error(t('downloadFailed')));

  return (
    <Card data-testid="bank-file-panel">
      <CardHeader>
        <CardTitle>{t('title')}</CardTitle>
        <CardDescription>{t('description')}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        <div className="flex flex-wrap items-end gap-3">
          <FormField label={t('format')} className="min-w-64">
            <Select value={format} onChange={(e) => setFormat(e.target.value as BankFileFormat)}>
              {formats.map((f) => (
                <option key={f} value={f}>
                  {t(`formats.${f}`)}
                </option>
              ))}
            </Select>
          </FormField>
          {format === 'interswitch' ? (
            <>
              <FormField label={t('terminalId')}>
                <Input
                  value={batch.terminalId}
                  maxLength={8}
                  onChange={(e) => setBatch({ ...batch, terminalId: e.target.value.trim() })}
                />
              </FormField>
              <FormField label={t('sourceAccount')}>
                <Input
                  value={batch.sourceAccount}
                  inputMode="numeric"
                  maxLength={25}
                  onChange={(e) => setBatch({ ...batch, sourceAccount: e.target.value.replace(/\D/g, '') })}
                />
              </FormField>
            </>
          ) : null}
          <Button disabled={busy || !check.data?.ready} aria-busy={busy} onClick={() => void download()}>
            {busy ? <Spinner size="sm" /> : null}
            {busy ? t('downloading') : t('download')}
          </Button>
        </div>
        {check.isPending ? (
          <p className="text-sm text-muted">{t('checking')}</p>
        ) : check.isError ? (
          <LoadFailed
            error={check.error}
            title={t('loadFailed')}
            retryLabel={t('retry')}
            onRetry={() => check.refetch()}
          />
        ) : check.data.problems.length > 0 ? (
          <Blocking problems={check.data.problems} />
        ) : (
          <p className="text-sm" data-testid="bank-file-ready">
            {t('ready', { count: check.data.lines })}{' '}
            {Object.entries(check.data.totals).map(([currency, minor]) => (
              <span key={currency} className="ml-2 font-medium">
                <Money minor={minor} currency={currency} />
              </span>
            ))}
          </p>
        )}
        <MarkPaidForm runId={detail.id} />
      </CardContent>
    </Card>
  );
}

type Problems = NonNullable<ReturnType<typeof useBankFileCheck>['data']>['problems'];

/** The employees whose bank details block the file, each linking to their record. */
function Blocking({ problems }: { problems: Problems }) {
  const t = useTranslations('payroll-bank-file.panel');
  return (
    <div role="alert" className="rounded-md border border-danger/40 p-4" data-testid="bank-file-blocking">
      <p className="font-medium">{t('blockedTitle')}</p>
      <p className="mb-3 text-sm text-muted">{t('blockedBody')}</p>
      <table className="w-full text-left text-sm">
        <thead>
          <tr>
            <th className="py-1 pr-4">{t('staffId')}</th>
            <th className="py-1 pr-4">{t('employee')}</th>
            <th className="py-1">{t('reason')}</th>
          </tr>
        </thead>
        <tbody>
          {problems.map((p) => (
            <tr key={p.payrollEmployeeId}>
              <td className="py-1 pr-4 tabular-nums">{p.staffId}</td>
              <td className="py-1 pr-4">
                <Link
                  className="underline"
                  href={`/app/employees/${p.employeeId}`}
                  aria-label={t('openEmployee', { name: p.name })}
                >
                  {p.name}
                </Link>
              </td>
              <td className="py-1">{p.message}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** "Mark as paid": the bank's reference and the day it paid, behind a confirmation; one key per decision. */
function MarkPaidForm({ runId }: { runId: string }) {
  const t = useTranslations('payroll-bank-file.panel');
  const text = useFieldErrorText();
  const markPaid = useMarkPaid(runId);
  const [pending, setPending] = useState<MarkPaidInput | null>(null);
  const [key, setKey] = useState(() => crypto.randomUUID());
  const form = useZodForm(markPaidSchema, { defaultValues: { bankReference: '', paidOn: today() } });
  const { errors } = form.formState;

  const submit = () =>
    pending
      ? toastOutcome(markPaid.mutateAsync({ body: pending, idempotencyKey: key }), {
          onDone: () => setKey(crypto.randomUUID()),
          onError: (error) => {
            setPending(null);
            setKey(crypto.randomUUID());
            reportFormError(form, error);
          },
        }).catch(() => undefined)
      : undefined;

  return (
    <form noValidate className="space-y-3 border-t pt-4" onSubmit={form.handleSubmit((v) => setPending(v))}>
      <p className="font-medium">{t('markPaidTitle')}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t('bankReference')} error={text(errors.bankReference?.message)} required>
          <Input autoComplete="off" {...form.register('bankReference')} />
        </FormField>
        <FormField label={t('paidOn')} error={text(errors.paidOn?.message)} required>
          <Input type="date" max={today()} {...form.register('paidOn')} />
        </FormField>
      </div>
      <div className="flex justify-end">
        <Button type="submit" loading={markPaid.isPending}>
          {t('markPaid')}
        </Button>
      </div>
      <ConfirmDialog
        open={Boolean(pending)}
        onOpenChange={(o) => !o && setPending(null)}
        title={t('confirmTitle')}
        description={t('confirmBody')}
        confirmLabel={t('confirm')}
        cancelLabel={t('cancel')}
        onConfirm={submit}
      />
    </form>
  );
}
