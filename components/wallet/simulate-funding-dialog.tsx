'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { ApiError } from '@/lib/api/client';
import type { Wallet } from '@/lib/contracts/wallet';
import { formatMoney, toMinorUnits } from '@/lib/money';
import { useSimulateFundingMutation } from '@/lib/queries/wallet';

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
  const inputId = useId();
  const [open, setOpen] = useState(defaultOpen);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const mutation = useSimulateFundingMutation();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    let amount = 0;
    try {
      amount = toMinorUnits(value, wallet.currency);
    } catch {
      amount = 0;
    }
    if (amount <= 0) return setError(t('invalidAmount'));
    setError(null);
    mutation.mutate(
      { walletId: wallet.id, amount },
      {
        onSuccess: () => {
          // The container shows one toast at a time: the money arrived, so this one replaces e.g. "Wallet opened".
          toast.dismiss();
          toast.success(t('simulated', { amount: formatMoney(amount, wallet.currency, locale) }));
          setOpen(false);
          setValue('');
        },
        onError: (err) => setError(err instanceof ApiError ? err.message : t('failed')),
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="secondary">{t('simulate')}</Button>
      </DialogTrigger>
      <DialogContent>
        <form onSubmit={submit} className="grid gap-4" noValidate>
          <DialogHeader>
            <DialogTitle>{t('simulateTitle')}</DialogTitle>
            <DialogDescription>{t('simulateDescription')}</DialogDescription>
          </DialogHeader>
          <div className="grid gap-1.5">
            <Label htmlFor={inputId}>{t('amount', { currency: wallet.currency })}</Label>
            <Input
              id={inputId}
              inputMode="decimal"
              autoComplete="off"
              value={value}
              onChange={(e) => setValue(e.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${inputId}-error` : undefined}
            />
            {error ? (
              <p id={`${inputId}-error`} role="alert" className="text-sm text-danger">
                {error}
              </p>
            ) : null}
          </div>
          <DialogFooter>
            <Button type="submit" loading={mutation.isPending}>
              {t('simulateSubmit')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
