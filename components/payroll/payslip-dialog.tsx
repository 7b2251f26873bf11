'use client';

import { useLocale, useTranslations } from 'next-intl';
import { Badge } from '@/components/ui/badge';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import type { PayrollEmployeeRow } from '@/lib/contracts/payroll';
import { Money } from './payroll-parts';
import { PayslipDownloadButton } from './payslip-download-button';

/** One employee's payslip: every line the engine produced, each with its basis and rule, then the totals. */
export function PayslipDialog({ row, onClose }: { row: PayrollEmployeeRow | null; onClose: () => void }) {
  const t = useTranslations('payroll.payslip');
  const tw = useTranslations('payroll.warnings');
  const tc = useTranslations('common');
  const lineLabel = useLineLabel();
  return (
    <Dialog open={row !== null} onOpenChange={(open) => !open && onClose()}>
      {row ? (
        <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-2xl" closeLabel={tc('cancel')}>
          <DialogHeader>
            <DialogTitle>{t('title', { name: row.name })}</DialogTitle>
            <DialogDescription>
              {row.staffId}
              {row.department ? ` · ${row.department}` : ''} · {row.currency}
              {row.regime ? ` · ${row.regime}` : ''}
            </DialogDescription>
          </DialogHeader>
          {row.flagged ? (
            <p role="alert" className="rounded-md bg-danger-50 p-3 text-sm text-danger">
              {t('flagged')}
            </p>
          ) : null}
          {row.warnings.length > 0 ? (
            <div className="flex flex-wrap gap-1">
              {row.warnings.map((w) => (
                <Badge key={w} variant="warning">
                  {tw.has(w) ? tw(w) : w}
                </Badge>
              ))}
            </div>
          ) : null}
          <ol className="divide-y divide-line rounded-md border border-line" aria-label={t('lines')}>
            {row.lines.map((line, i) => (
              <li
                key={`${line.code}-${i}`}
                className="grid gap-1 p-3 sm:grid-cols-[1fr_auto]"
                data-testid="payslip-line"
              >
                <div className="min-w-0">
                  <p className="font-medium text-ink">{lineLabel(line.code, line.label)}</p>
                  <p className="text-xs text-muted">
                    <span className="font-medium">{t('basis')}:</span>{' '}
                    {line.basis === 'input' ? t('basisInput') : line.basis}
                  </p>
                  <p className="text-xs text-muted">
                    <span className="font-medium">{t('rule')}:</span> {line.rule}
                  </p>
                </div>
                <p className="text-right font-medium text-ink sm:self-start">
                  <Money minor={line.amount} currency={row.currency} />
                </p>
              </li>
            ))}
          </ol>
          <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
            {(
              [
                ['gross', row.gross],
                ['taxableIncome', row.taxableIncome],
                ['paye', row.paye],
                ['deductions', row.deductions],
                ['employerContributions', row.employerContributions],
                ['net', row.net],
              ] as const
            ).map(([key, value]) => (
              <div key={key} className="contents">
                <dt className={key === 'net' ? 'font-semibold text-ink' : 'text-muted'}>{t(key)}</dt>
                <dd className={key === 'net' ? 'text-right font-semibold text-ink' : 'text-right text-ink'}>
                  <Money minor={value} currency={row.currency} />
                </dd>
              </div>
            ))}
          </dl>
          <p className="text-xs text-muted">
            {t('bank')}: {row.bank.bankName ?? '—'} {row.bank.accountNumberMasked ?? ''}{' '}
            {row.bank.verified ? `· ${t('verified')}` : ''}
          </p>
          <div className="flex justify-end">
            <PayslipDownloadButton row={row} />
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

/**
 * A line's name in the reader's language, as the payslip document names it: English keeps the engine's label;
 * Chinese names the statutory and salary lines (`payroll-documents.lines.<code>`) beside the engine's name,
 * which the authorities' schedules use ("养老金（员工） · Pension (employee)"). Employer-named lines keep theirs.
 */
function useLineLabel() {
  const locale = useLocale();
  const t = useTranslations('payroll-documents.lines');
  return (code: string, label: string) => {
    // line codes are leaves of the table (`deduction.pension`), never one of its groups
    return locale === 'en-GB' || !t.has(code) ? label : `${t(code)} · ${label}`;
  };
}
