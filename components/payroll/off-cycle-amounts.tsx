'use client';

import { useTranslations } from 'next-intl';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { NumericInput } from '@/components/ui/numeric-input';
import { Select } from '@/components/ui/select';
import {
  OFF_CYCLE_KIND_INPUT,
  OFF_CYCLE_KINDS,
  type OffCycleKind,
  type PayrollInitEmployee,
} from '@/lib/contracts/payroll';
import { toMinorUnits } from '@/lib/money';
import { earningTreatment } from '@/lib/payroll/treatment';
import { Money } from './payroll-parts';

/** What the user typed for one person of an off-cycle run: the kind and the amount in major units. */
export type OffCycleLine = { kind: OffCycleKind; amount: string };

/** How a kind is taxed in the country, as the engine treats it: one sentence per fact. */
export function OffCycleTreatmentNote({ country, kind }: { country: string; kind: OffCycleKind }) {
  const t = useTranslations('payroll.offCycle.treatment');
  const input = OFF_CYCLE_KIND_INPUT[kind];
  const treatment = earningTreatment(country, input);
  return (
    <>
      {t(`input.${input}`)} {t('taxable')}{' '}
      {treatment
        ? t(treatment.pensionable ? 'pensionable' : 'notPensionable', {
            scheme: t(`schemes.${treatment.scheme}`),
          })
        : null}
    </>
  );
}

/**
 * The lines with an amount, in the employees' order, as payroll/create takes them; `errors` names the people
 * whose amount is not an amount above zero (in their currency's decimals).
 */
export function readOffCycleLines(
  employees: readonly PayrollInitEmployee[],
  lines: Record<string, OffCycleLine>,
): {
  amounts: { employeeId: string; kind: OffCycleKind; amount: number }[];
  invalid: string[];
} {
  const amounts: { employeeId: string; kind: OffCycleKind; amount: number }[] = [];
  const invalid: string[] = [];
  for (const e of employees) {
    const line = lines[e.employeeId];
    if (!line?.amount.trim()) continue;
    let minor = Number.NaN;
    try {
      minor = toMinorUnits(line.amount, e.currency);
    } catch {
      // not an amount: reported below
    }
    if (minor > 0) amounts.push({ employeeId: e.employeeId, kind: line.kind, amount: minor });
    else invalid.push(e.employeeId);
  }
  return { amounts, invalid };
}

/**
 * The amounts step of an off-cycle run: per person, the kind of payment and its amount, with how each kind is
 * taxed in the organisation's country. People left without an amount are not paid.
 */
export function OffCycleAmountsStep({
  employees,
  country,
  lines,
  onLineChange,
  errors,
  isLoading,
}: {
  employees: PayrollInitEmployee[];
  country: string;
  lines: Record<string, OffCycleLine>;
  onLineChange: (employeeId: string, line: OffCycleLine) => void;
  /** per employee id */
  errors: Record<string, string | undefined>;
  isLoading: boolean;
}) {
  const t = useTranslations('payroll.create.amounts');
  const tk = useTranslations('payroll.offCycle.kinds');
  const tc = useTranslations('payroll.create');
  const lineOf = (id: string): OffCycleLine => lines[id] ?? { kind: 'bonus', amount: '' };

  const columns: DataTableColumn<PayrollInitEmployee>[] = [
    {
      id: 'name',
      card: 'title',
      header: tc('employee'),
      cell: (e) => (
        <div className="min-w-0">
          <p className="font-medium text-ink">{e.name}</p>
          <p className="text-xs text-muted">
            {e.staffId}
            {e.department ? ` · ${e.department}` : ''} ·{' '}
            <Money minor={e.monthlyGross} currency={e.currency} />
          </p>
        </div>
      ),
    },
    {
      id: 'kind',
      card: 'field',
      header: t('kind'),
      cell: (e) => {
        const line = lineOf(e.employeeId);
        return (
          <div className="min-w-40 space-y-1">
            <Select
              aria-label={t('kindFor', { name: e.name })}
              value={line.kind}
              onChange={(ev) =>
                onLineChange(e.employeeId, { ...line, kind: ev.target.value as OffCycleKind })
              }
            >
              {OFF_CYCLE_KINDS.map((k) => (
                <option key={k} value={k}>
                  {tk(k)}
                </option>
              ))}
            </Select>
            <p className="text-xs text-muted" data-testid="kind-note">
              <OffCycleTreatmentNote country={country} kind={line.kind} />
            </p>
          </div>
        );
      },
    },
    {
      id: 'amount',
      card: 'field',
      header: t('amount'),
      cell: (e) => {
        const line = lineOf(e.employeeId);
        const error = errors[e.employeeId];
        const errorId = `amount-error-${e.employeeId}`;
        return (
          <div className="min-w-36 space-y-1">
            <NumericInput
              aria-label={t('amountFor', { name: e.name, currency: e.currency })}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              placeholder={e.currency}
              value={line.amount}
              onValueChange={(_formatted, plain) => onLineChange(e.employeeId, { ...line, amount: plain })}
            />
            {error ? (
              <p id={errorId} className="text-xs text-danger">
                {error}
              </p>
            ) : null}
          </div>
        );
      },
    },
  ];

  return (
    <div className="space-y-3">
      <div className="rounded-md border border-line p-3 text-sm">
        <p className="text-ink">{t('description')}</p>
        <ul className="mt-2 space-y-1 text-muted" aria-label={t('treatmentTitle')}>
          {OFF_CYCLE_KINDS.map((k) => (
            <li key={k}>
              <span className="font-medium text-ink">{tk(k)}:</span>{' '}
              <OffCycleTreatmentNote country={country} kind={k} />
            </li>
          ))}
        </ul>
      </div>
      <div className="max-h-[32rem] overflow-auto">
        <DataTable
          caption={t('title')}
          columns={columns}
          rows={employees}
          getRowId={(e) => e.employeeId}
          isLoading={isLoading}
          emptyState={<EmptyState title={tc('emptyTitle')} description={tc('emptyDescription')} />}
        />
      </div>
    </div>
  );
}
