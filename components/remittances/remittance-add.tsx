'use client';

import { useTranslations } from 'next-intl';
import { useRouter, useSearchParams } from 'next/navigation';
import { useEffect, useState } from 'react';
import { toastOutcome } from '@/lib/toast';
import { z } from 'zod';
import { MoneyField } from '@/components/forms/money-field';
import { reportFormError, useFieldErrorText, useZodForm } from '@/components/forms/use-zod-form';
import { PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { LoadFailed } from '@/components/ui/list-parts';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api/client';
import { uploadFile } from '@/lib/api/files';
import { receiptInputSchema, type StatutoryType } from '@/lib/contracts/remittances';
import { useLiabilities, useRecordReceiptMutation } from '@/lib/queries/remittances';
import { REMITTANCES_BASE } from './remittances-overview';
import { useDate, useMoney } from './use-money';

const formSchema = receiptInputSchema.omit({ payrollId: true, payee: true, amount: true }).extend({
  liability: z.string().min(1, { message: 'validation.required' }),
  fileId: z.string().min(1, { message: 'remittances.validation.file' }),
  // minor units of the payee's currency (MoneyField); empty or too precise is not an amount
  amount: z
    .number({ message: 'remittances.validation.amount' })
    .int({ message: 'remittances.validation.amount' })
    .min(1, { message: 'remittances.validation.amount' }),
});
type FormValues = z.output<typeof formSchema>;

/** /app/employees/remittances/{type}/add (fullscreen): record one remittance against a run's payee, with its receipt. */
export function RemittanceAdd({ type }: { type: StatutoryType }) {
  const t = useTranslations('remittances');
  const text = useFieldErrorText();
  const money = useMoney();
  const date = useDate();
  const router = useRouter();
  const params = useSearchParams();
  const name = t(`types.${type}`);
  const liabilities = useLiabilities(type, { perPage: 100 });
  const open = (liabilities.data?.data ?? []).filter((l) => l.outstanding > 0);
  const record = useRecordReceiptMutation();
  const [fileName, setFileName] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const [pending, setPending] = useState<FormValues | null>(null);
  const preset =
    params.get('payrollId') && params.get('payee') ? `${params.get('payrollId')}|${params.get('payee')}` : '';
  const form = useZodForm(formSchema, {
    defaultValues: {
      liability: preset,
      amount: undefined as unknown as number,
      paidOn: new Date().toISOString().slice(0, 10),
      reference: '',
      fileId: '',
    },
  });
  const { errors } = form.formState;
  const chosen = open.find((l) => `${l.payrollId}|${l.payee}` === form.watch('liability'));

  // the amount starts at what is outstanding for the chosen payee, written like every money field ("1,449,854.30")
  useEffect(() => {
    if (chosen && form.getValues('amount') === undefined) form.setValue('amount', chosen.outstanding);
  }, [chosen, form]);

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    form.clearErrors('fileId');
    try {
      const { data } = await uploadFile(file, 'other');
      form.setValue('fileId', data.id, { shouldValidate: true });
      setFileName(file.name);
    } catch (error) {
      form.setError('fileId', { type: 'server', message: errorMessage(error) });
      setFileName(null);
    } finally {
      setUploading(false);
    }
  };

  const submit = async () => {
    if (!pending || !chosen) return;
    const write = record.mutateAsync({
      type,
      payrollId: chosen.payrollId,
      payee: chosen.payee,
      amount: pending.amount,
      paidOn: pending.paidOn,
      reference: pending.reference,
      fileId: pending.fileId,
    });
    await toastOutcome(write, {
      onDone: () => router.push(`${REMITTANCES_BASE}/${type}/receipts`),
      onError: (error) => {
        setPending(null);
        reportFormError(form, error);
      },
    }).catch(() => undefined);
  };

  return (
    <div className="mx-auto max-w-2xl">
      <PageHeader title={t('add.title', { name, type })} description={t('add.description', { name, type })} />
      <Card className="p-6">
        {liabilities.isPending ? (
          <div className="space-y-4" aria-busy="true">
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-10 w-1/2" />
          </div>
        ) : liabilities.isError ? (
          <LoadFailed
            error={liabilities.error}
            title={t('loadFailed')}
            retryLabel={t('retry')}
            onRetry={() => liabilities.refetch()}
          />
        ) : open.length === 0 ? (
          <EmptyState title={t('add.emptyTitle')} description={t('add.emptyDescription')} />
        ) : (
          <form noValidate className="space-y-4" onSubmit={form.handleSubmit((v) => setPending(v))}>
            <FormField label={t('add.liability')} error={text(errors.liability?.message)} required>
              <Select placeholder={t('add.chooseLiability')} {...form.register('liability')}>
                {open.map((l) => (
                  <option key={l.id} value={`${l.payrollId}|${l.payee}`}>
                    {t('add.liabilityOption', {
                      run: l.payrollName,
                      payee: l.payee,
                      outstanding: money(l.outstanding, l.currency),
                    })}
                  </option>
                ))}
              </Select>
            </FormField>
            {chosen && (
              <p className="text-sm text-muted">
                {t('add.owed', {
                  outstanding: money(chosen.outstanding, chosen.currency),
                  due: date(chosen.dueDate),
                })}
              </p>
            )}
            <div className="grid gap-4 sm:grid-cols-2">
              <MoneyField
                control={form.control}
                name="amount"
                label={chosen ? t('add.amount', { currency: chosen.currency }) : t('add.amountPlain')}
                currencyInLabel={false}
                currency={chosen?.currency ?? 'NGN'}
                error={text(errors.amount?.message)}
                required
              />
              <FormField label={t('add.paidOn')} error={text(errors.paidOn?.message)} required>
                <Input type="date" {...form.register('paidOn')} />
              </FormField>
            </div>
            <FormField
              label={t('add.reference')}
              description={t('add.referenceHint')}
              error={text(errors.reference?.message)}
              required
            >
              <Input autoComplete="off" {...form.register('reference')} />
            </FormField>
            <FormField
              label={t('add.receipt')}
              description={fileName ? t('add.uploaded', { name: fileName }) : t('add.receiptHint')}
              error={text(errors.fileId?.message)}
              required
            >
              <Input
                type="file"
                accept="application/pdf,image/png,image/jpeg"
                disabled={uploading}
                onChange={(e) => onFile(e.target.files?.[0])}
              />
            </FormField>
            <div className="flex justify-end gap-2 pt-2">
              <Button type="button" variant="secondary" onClick={() => router.back()}>
                {t('add.cancel')}
              </Button>
              <Button type="submit" loading={uploading}>
                {t('add.submit')}
              </Button>
            </div>
          </form>
        )}
      </Card>
      <ConfirmDialog
        open={Boolean(pending)}
        onOpenChange={(o) => !o && setPending(null)}
        title={t('add.confirmTitle')}
        description={
          chosen && pending
            ? t('add.confirmDescription', {
                amount: money(pending.amount, chosen.currency),
                payee: chosen.payee,
                run: chosen.payrollName,
              })
            : ''
        }
        confirmLabel={t('add.confirm')}
        cancelLabel={t('add.cancel')}
        onConfirm={submit}
      />
    </div>
  );
}
