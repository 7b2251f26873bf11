'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { z } from 'zod';
import { FormDialog } from '@/components/forms/form-dialog';
import { MoneyField } from '@/components/forms/money-field';
import { useZodForm } from '@/components/forms/use-zod-form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/api/client';
import type { MobileMoneyCollectionView, Wallet } from '@/lib/contracts/wallet';
import { formatMoney } from '@/lib/money';
import { useConfirmMobileMoneyMutation, useStartMobileMoneyMutation } from '@/lib/queries/wallet';
import { toastCallbacks } from '@/lib/toast';

const formSchema = z.object({
  amount: z.number().int().min(1),
  phone: z
    .string()
    .trim()
    .regex(/^\+?\d{9,15}$/),
});

/**
 * "Fund by mobile money": the payer's phone and the amount → the provider prompts that phone → once the payer
 * approves it there, "I have approved it" asks the provider to confirm and the wallet is credited (once per
 * payment, however often it is confirmed). Mounted open by `MobileMoneyFunding`.
 */
export function MobileMoneyDialog({
  wallet,
  defaultOpen = false,
}: {
  wallet: Wallet;
  defaultOpen?: boolean;
}) {
  const t = useTranslations('wallet.mobileMoney');
  const locale = useLocale();
  const [open, setOpen] = useState(defaultOpen);
  const [prompted, setPrompted] = useState<MobileMoneyCollectionView | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const start = useStartMobileMoneyMutation();
  const confirm = useConfirmMobileMoneyMutation();
  const form = useZodForm(formSchema, {
    defaultValues: { amount: undefined as unknown as number, phone: '' },
  });
  const { errors } = form.formState;
  const close = (next: boolean) => {
    setOpen(next);
    if (!next) {
      setPrompted(null);
      setFailure(null);
      form.reset();
    }
  };
  const submit = prompted
    ? (event: FormEvent) => {
        event.preventDefault();
        setFailure(null);
        const { reference, amount, phone } = prompted;
        confirm.mutate(
          { walletId: wallet.id, reference, amount, phone },
          toastCallbacks({ onDone: () => close(false), onError: (e) => setFailure(errorMessage(e)) }),
        );
      }
    : form.handleSubmit(({ amount, phone }) => {
        setFailure(null);
        start.mutate(
          { walletId: wallet.id, amount, phone },
          { onSuccess: ({ data }) => setPrompted(data), onError: (e) => setFailure(errorMessage(e)) },
        );
      });
  return (
    <FormDialog
      open={open}
      onOpenChange={close}
      trigger={<Button variant="secondary">{t('button')}</Button>}
      title={t('title', { currency: wallet.currency })}
      description={prompted ? undefined : t('description')}
      submitLabel={prompted ? t('approved') : t('send')}
      pending={start.isPending || confirm.isPending}
      onSubmit={submit}
    >
      {prompted ? (
        <p className="text-sm text-ink" role="status">
          {t('prompted', {
            phone: prompted.phone,
            amount: formatMoney(prompted.amount, prompted.currency, locale),
          })}
        </p>
      ) : (
        <>
          <FormField label={t('phone')} error={errors.phone ? t('phoneInvalid') : undefined} required>
            <Input type="tel" autoComplete="tel" placeholder="+256 772 123 456" {...form.register('phone')} />
          </FormField>
          <MoneyField
            control={form.control}
            name="amount"
            label={t('amount', { currency: wallet.currency })}
            currencyInLabel={false}
            currency={wallet.currency}
            error={errors.amount ? t('amountInvalid') : undefined}
            required
          />
        </>
      )}
      {failure ? (
        <p role="alert" className="text-sm text-danger">
          {failure}
        </p>
      ) : null}
    </FormDialog>
  );
}
