'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api/client';
import type { PayOn, ReleaseCurrency } from '@/lib/contracts/payroll-release';
import { formatDate, type DateLocale } from '@/lib/dates';
import { useReleaseSummary } from '@/lib/queries/payroll-release';
import { Money } from './payroll-parts';

type Props = {
  runId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  confirmLabel: string;
  pending: boolean;
  /** approve (last level) or pay (an approved run) with the chosen moment */
  onConfirm: (payOn: PayOn) => void;
};

/**
 * The last approval's dialog (issue 29 §4): per currency the net pay it releases, the fees, the wallet's
 * balance and what remains; and when the money goes out — on the pay date (chosen by default while that is
 * ahead) or now. The money leaves the wallet for clearing at the approval either way.
 */
export function ReleaseDialog({
  runId,
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  pending,
  onConfirm,
}: Props) {
  const t = useTranslations('payroll.run.release');
  const tb = useTranslations('payroll-bank-file.panel');
  const locale = useLocale() as DateLocale;
  const summary = useReleaseSummary(runId, open);
  const [choice, setChoice] = useState<PayOn | null>(null);
  const data = summary.data;
  const payDateAhead = data?.defaultPayOn === 'payDate';
  const payOn: PayOn = choice ?? data?.defaultPayOn ?? 'now';
  // paid through the employer's bank (issue 36) the wallet is not touched: its balance blocks nothing
  const bankFile = data?.disbursement === 'bank-file';
  const short = bankFile
    ? []
    : (data?.currencies.filter((c) => c.remaining === null || c.remaining < 0) ?? []);
  const date = data ? formatDate(data.payDate, locale) : '';

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (pending) return;
        if (!next) setChoice(null);
        onOpenChange(next);
      }}
    >
      <DialogContent closeLabel={t('cancel')} data-testid="release-dialog">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {!data ? (
          summary.isError ? (
            <p role="alert" className="text-sm text-danger">
              {t('loadFailed')}: {errorMessage(summary.error)}
            </p>
          ) : (
            <Skeleton className="h-32 w-full" />
          )
        ) : (
          <div className="space-y-4">
            <FiguresTable currencies={data.currencies} />
            {short.length > 0 ? (
              <p role="alert" className="text-sm text-danger">
                {short
                  .map((c) =>
                    c.balance === null
                      ? t('noWallet', { currency: c.currency })
                      : t('short', { currency: c.currency }),
                  )
                  .join(' ')}
              </p>
            ) : null}
            {data.currencies
              .filter((c) => c.withoutAccount > 0)
              .map((c) => (
                <p key={c.currency} className="text-sm text-muted">
                  {t('withoutAccount', { count: c.withoutAccount, currency: c.currency })}
                </p>
              ))}
            {bankFile ? (
              <p className="text-sm text-muted" data-testid="release-bank-file">
                {tb('approveNote')}
              </p>
            ) : null}
            <fieldset className="space-y-2" hidden={bankFile}>
              <legend className="text-sm font-medium text-ink">{t('when')}</legend>
              <label className="flex items-start gap-2 text-sm">
                <input
                  type="radio"
                  name={`pay-on-${runId}`}
                  value="payDate"
                  className="mt-0.5 size-4"
                  checked={payOn === 'payDate'}
                  disabled={!payDateAhead}
                  onChange={() => setChoice('payDate')}
                />
                <span>
                  <span className="font-medium text-ink">{t('payDate', { date })}</span>
                  <span className="block text-muted">
                    {payDateAhead ? t('payDateHint', { date }) : t('payDatePassed')}
                  </span>
                </span>
              </label>
              <label className="flex items-start gap-2 text-sm">
                <input
                  type="radio"
                  name={`pay-on-${runId}`}
                  value="now"
                  className="mt-0.5 size-4"
                  checked={payOn === 'now'}
                  onChange={() => setChoice('now')}
                />
                <span>
                  <span className="font-medium text-ink">{t('now')}</span>
                  <span className="block text-muted">{t('nowHint')}</span>
                </span>
              </label>
            </fieldset>
          </div>
        )}
        <DialogFooter>
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={pending}>
            {t('cancel')}
          </Button>
          <Button loading={pending} disabled={!data || short.length > 0} onClick={() => onConfirm(payOn)}>
            {confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function FiguresTable({ currencies }: { currencies: ReleaseCurrency[] }) {
  const t = useTranslations('payroll.run.release');
  const rows = [
    { key: 'net', label: t('net'), value: (c: ReleaseCurrency) => c.net },
    { key: 'fees', label: t('fees'), value: (c: ReleaseCurrency) => c.fees },
    { key: 'balance', label: t('balance'), value: (c: ReleaseCurrency) => c.balance },
    { key: 'remaining', label: t('remaining'), value: (c: ReleaseCurrency) => c.remaining },
  ];
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm" data-testid="release-figures">
        <thead>
          <tr className="text-left text-muted">
            <th className="py-1 pr-4 font-medium">
              <span className="sr-only">{t('figure')}</span>
            </th>
            {currencies.map((c) => (
              <th key={c.currency} className="py-1 pr-4 text-right font-medium">
                {c.currency}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.key} className="border-t border-line" data-testid={`release-${r.key}`}>
              <th scope="row" className="py-2 pr-4 text-left font-normal text-muted">
                {r.label}
              </th>
              {currencies.map((c) => {
                const v = r.value(c);
                return (
                  <td
                    key={c.currency}
                    className={
                      r.key === 'remaining' && v !== null && v < 0
                        ? 'py-2 pr-4 text-right text-danger'
                        : 'py-2 pr-4 text-right text-ink'
                    }
                  >
                    {v === null ? '—' : <Money minor={v} currency={c.currency} />}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
