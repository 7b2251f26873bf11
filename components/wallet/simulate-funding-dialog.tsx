'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { z } from 'zod';
import { FormDialog } from '@/components/forms/form-dialog';
import { MoneyField } from '@/components/forms/money-field';
import { useZodForm } from '@/components/forms/use-zod-form';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api/client';
import type { Wallet } from '@/lib/contracts/wallet';
import { formatMoney } from '@/lib/money';
import { useSimulateFundingMutation } from '@/lib/queries/wallet';
import { toast, toastCallbacks } from '@/lib/toast';

// An amount in minor units above zero (MoneyField: empty or too precise is not one).
const formSchema = z.object({ amount: z.number().int().min(1) });

/** Sandbox only: pretend a bank transfer arrived in the wallet. Mounted open by `SimulateFunding`. */
export function SimulateFundingDialog({
  wallet,
  defaultOpen = false,
}: {
  wallet: Wallet;
  defaultOpen?: boolean;
}) {
  const t = useTranslations('wallet');
  const locale = useLocale();
  const [open, setOpen] = useState(defaultOpen);
  const mutation = useSimulateFundingMutation();
  const form = useZodForm(formSchema, { defaultValues: { amount: undefined as unknown as number } });
  const error = form.formState.errors.amount;

  const submit = form.handleSubmit(({ amount }) =>
    mutation.mutate(
      { walletId: wallet.id, amount },
      toastCallbacks({
        success: () => {
          // The container shows one toast at a time: the money arrived, so this one replaces e.g. "Wallet opened".
          toast.dismiss();
          return t('simulated', { amount: formatMoney(amount, wallet.currency, locale) });
        },
        onDone: () => {
          setOpen(false);
          form.reset();
        },
        onError: (err) =>
          form.setError('amount', {
            type: 'server',
            message: err instanceof ApiError ? err.message : t('failed'),
          }),
      }),
    ),
  );

  return (
    <FormDialog
      open={open}
      onOpenChange={setOpen}
      trigger={<Button variant="secondary">{t('simulate')}</Button>}
      title={t('simulateTitle')}
      description={t('simulateDescription')}
      submitLabel={t('simulateSubmit')}
      pending={mutation.isPending}
      onSubmit={submit}
    >
      <MoneyField
        control={form.control}
        name="amount"
        label={t('amount', { currency: wallet.currency })}
        currencyInLabel={false}
        currency={wallet.currency}
        error={error ? (error.type === 'server' ? error.message : t('invalidAmount')) : undefined}
        required
      />
    </FormDialog>
  );
}
