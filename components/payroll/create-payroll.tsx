'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { IntentLink } from '@/components/ui/intent-link';
import { useRouter } from 'next/navigation';
import { useMemo, useState } from 'react';
import { toast } from '@/lib/toast';
import { PageHeader } from '@/components/layout/page-header';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { LoadFailed, SearchBox } from '@/components/ui/list-parts';
import { Select } from '@/components/ui/select';
import { ApiError, errorMessage } from '@/lib/api/client';
import { zodIssueToMessage } from '@/lib/i18n/zod-issue';
import {
  payrollCreateSchema,
  periodSchema,
  PAYROLL_RUN_TYPES,
  type PayrollInitEmployee,
  type PayrollRunType,
} from '@/lib/contracts/payroll';
import { useCurrentOrgId } from '@/lib/queries/org';
import { payrollInitQuery, useCreateAndComputeRun } from '@/lib/queries/payroll';
import { usePayrollGroups } from '@/lib/queries/payroll-groups';
import { OffCycleAmountsStep, readOffCycleLines, type OffCycleLine } from './off-cycle-amounts';
import { Money, usePeriodLabel } from './payroll-parts';

const thisMonth = () => new Date().toISOString().slice(0, 7);
const WARN_VARIANT: Record<string, 'warning' | 'danger' | 'secondary'> = {
  noBankAccount: 'danger',
  usdNeedsRate: 'danger',
  bankUnverified: 'warning',
  suspendedWithoutPay: 'warning',
};

/**
 * /app/payroll/create: period, group and pay date → the preview (who is in, with warnings) → create and compute.
 * An off-cycle run asks instead for its amounts: per person, the kind of payment and the amount (issue 29).
 */
export function CreatePayroll() {
  const t = useTranslations('payroll.create');
  const tw = useTranslations('payroll.warnings');
  const tv = useTranslations();
  const router = useRouter();
  const orgId = useCurrentOrgId();
  const periodLabel = usePeriodLabel();
  const groups = usePayrollGroups({ result: 'all' });

  const [period, setPeriod] = useState(thisMonth());
  const [groupId, setGroupId] = useState('');
  const [runType, setRunType] = useState<PayrollRunType>('regular');
  const [nameOverride, setName] = useState<string | null>(null);
  const [usdRate, setUsdRate] = useState('');
  // Pay date, exclusions and amounts belong to one preview: a new period, group or run type starts afresh.
  const [choices, setChoices] = useState<{
    key: string;
    payDate?: string;
    excluded: Set<string>;
    lines?: Record<string, OffCycleLine>;
  }>({
    key: '',
    excluded: new Set(),
  });
  const [search, setSearch] = useState('');
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});

  const periodValid = periodSchema.safeParse(period).success;
  const initInput = useMemo(
    () => ({ period, payrollGroupId: groupId || null, runType }),
    [period, groupId, runType],
  );
  const init = useQuery(payrollInitQuery(orgId, initInput, periodValid));
  const data = init.data;

  const previewKey = JSON.stringify(initInput);
  const current = choices.key === previewKey ? choices : { key: previewKey, excluded: new Set<string>() };
  const excluded = current.excluded;
  const payDate = current.payDate ?? data?.defaultPayDate ?? '';
  const setPayDate = (value: string) => setChoices({ ...current, payDate: value });
  const setExcluded = (update: (prev: Set<string>) => Set<string>) =>
    setChoices({ ...current, excluded: update(current.excluded) });
  const offCycle = runType === 'off-cycle';
  const lines = current.lines ?? {};
  const setLine = (employeeId: string, line: OffCycleLine) => {
    setChoices({ ...current, lines: { ...lines, [employeeId]: line } });
    setErrors((prev) => ({ ...prev, [`line.${employeeId}`]: undefined, amounts: undefined }));
  };
  const defaultName = periodValid
    ? t('defaultName', { period: periodLabel(period) }) +
      (runType === 'off-cycle' ? ` (${t('runTypes.off-cycle')})` : '')
    : '';
  const name = nameOverride ?? defaultName;

  // an off-cycle run pays the people given an amount; a regular one everyone not excluded
  const included = (data?.employees ?? []).filter((e) =>
    offCycle ? Boolean(lines[e.employeeId]?.amount.trim()) : !excluded.has(e.employeeId),
  );
  const needsRate = included.some((e) => e.currency === 'USD');
  const visible = (data?.employees ?? []).filter((e) => {
    const q = search.trim().toLowerCase();
    return !q || e.name.toLowerCase().includes(q) || e.staffId.toLowerCase().includes(q);
  });
  const create = useCreateAndComputeRun();

  const submit = () => {
    const read = offCycle ? readOffCycleLines(data?.employees ?? [], lines) : null;
    const input = {
      name: name.trim(),
      period,
      payDate,
      payrollGroupId: groupId || null,
      runType,
      ...(read ? { amounts: read.amounts } : {}),
      ...(!read && excluded.size > 0 ? { employeeIds: included.map((e) => e.employeeId) } : {}),
      ...(needsRate ? { fxRates: { USD: Number(usdRate) } } : {}),
    };
    const parsed = payrollCreateSchema.safeParse(input);
    const next: Record<string, string> = {};
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field =
          issue.path[0] === 'fxRates'
            ? 'fxRate'
            : issue.path[0] === 'employeeIds'
              ? 'employees'
              : String(issue.path[0]);
        const keyed = /^([\w-]+\.)?validation\.\w+$/.test(issue.message);
        const { key, params } = keyed ? { key: issue.message, params: undefined } : zodIssueToMessage(issue);
        next[field] ??= tv(key, params);
      }
    }
    if (needsRate && !(Number(usdRate) > 0))
      next.fxRate = tv(usdRate.trim() ? 'payroll.validation.fxRate' : 'payroll.validation.fxRateRequired');
    if (read) {
      for (const id of read.invalid) next[`line.${id}`] = tv('payroll.validation.amount');
      if (read.amounts.length === 0 && read.invalid.length === 0)
        next.amounts = tv('payroll.validation.amountsRequired');
      delete next.employees;
    } else if (included.length === 0) next.employees = t('noneIncluded');
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    create.mutate(input, {
      onSuccess: ({ run, computeError }) => {
        if (computeError) toast.error(errorMessage(computeError));
        else toast.success(t('created'));
        // replace: Back (and Close) from the new run never reopen this spent form
        router.replace(`/app/payroll/${run.id}`);
      },
      onError: (e) => {
        if (e instanceof ApiError && e.errors) {
          const fieldErrors: Record<string, string> = {};
          for (const [k, v] of Object.entries(e.errors)) {
            // `amounts.3.amount` is the fourth line sent: shown on that person's row
            const line = /^amounts\.(\d+)\./.exec(k);
            const who = line && read ? read.amounts[Number(line[1])]?.employeeId : undefined;
            const field = who
              ? `line.${who}`
              : k.startsWith('fxRates')
                ? 'fxRate'
                : k.startsWith('employeeIds')
                  ? 'employees'
                  : k.startsWith('amounts')
                    ? 'amounts'
                    : k;
            fieldErrors[field] ??= v[0]!;
          }
          setErrors(fieldErrors);
        }
        toast.error(errorMessage(e));
      },
    });
  };

  const columns: DataTableColumn<PayrollInitEmployee>[] = [
    {
      id: 'name',
      card: 'title',
      header: t('employee'),
      cell: (e) => (
        <div className="min-w-0">
          <p className="font-medium text-ink">{e.name}</p>
          <p className="text-xs text-muted">
            {e.staffId}
            {e.department ? ` · ${e.department}` : ''}
          </p>
        </div>
      ),
    },
    {
      id: 'gross',
      card: 'figure',
      header: t('monthlyGross'),
      className: 'text-right',
      cell: (e) => <Money minor={e.monthlyGross} currency={e.currency} />,
    },
    {
      id: 'warnings',
      card: 'status',
      header: t('warningsColumn'),
      cell: (e) =>
        e.warnings.length === 0 ? (
          <span className="text-muted">—</span>
        ) : (
          <div className="flex flex-wrap gap-1">
            {e.warnings.map((w) => (
              <Badge key={w} variant={WARN_VARIANT[w] ?? 'secondary'}>
                {tw(w)}
              </Badge>
            ))}
          </div>
        ),
    },
  ];

  return (
    <div className="min-w-0 space-y-4">
      <PageHeader title={t('title')} description={t('description')} />
      <Card>
        <CardHeader>
          <CardTitle>{t('setup')}</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <FormField
            label={t('period')}
            error={errors.period ?? (periodValid ? undefined : tv('payroll.validation.period'))}
            required
          >
            <Input type="month" value={period} onChange={(e) => setPeriod(e.target.value)} />
          </FormField>
          <FormField label={t('group')}>
            <Select value={groupId} onChange={(e) => setGroupId(e.target.value)}>
              <option value="">{t('everyone')}</option>
              {(groups.data?.data ?? []).map((g) => (
                <option key={g.id} value={g.id}>
                  {g.name}
                </option>
              ))}
            </Select>
          </FormField>
          <FormField label={t('runType')}>
            <Select value={runType} onChange={(e) => setRunType(e.target.value as PayrollRunType)}>
              {PAYROLL_RUN_TYPES.map((r) => (
                <option key={r} value={r}>
                  {t(`runTypes.${r}`)}
                </option>
              ))}
            </Select>
          </FormField>
          <FormField label={t('name')} error={errors.name} required>
            <Input value={name} maxLength={120} onChange={(e) => setName(e.target.value)} />
          </FormField>
          <FormField label={t('payDate')} error={errors.payDate} required>
            <Input type="date" value={payDate} onChange={(e) => setPayDate(e.target.value)} />
          </FormField>
          {needsRate ? (
            <FormField
              label={t('usdRate', { currency: data?.localCurrency ?? '' })}
              description={t('usdRateHint')}
              error={errors.fxRate}
              required
            >
              <Input
                type="number"
                inputMode="decimal"
                min="0"
                step="0.01"
                value={usdRate}
                onChange={(e) => setUsdRate(e.target.value)}
              />
            </FormField>
          ) : null}
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>{offCycle ? t('amounts.title') : t('preview')}</CardTitle>
          {data ? (
            <CardDescription>
              {t('previewSummary', {
                included: included.length,
                total: data.employees.length,
                start: data.periodStart,
                end: data.periodEnd,
              })}
            </CardDescription>
          ) : null}
        </CardHeader>
        <CardContent className="space-y-4">
          {data?.existingRunId ? (
            <p role="alert" className="rounded-md bg-warning/10 p-3 text-sm text-warning-700">
              {t('existingRun')}{' '}
              <IntentLink className="font-medium underline" href={`/app/payroll/${data.existingRunId}`}>
                {t('openExisting')}
              </IntentLink>
            </p>
          ) : null}
          {data?.lastApproved && !offCycle ? (
            <p className="text-sm text-muted">
              {t('lastApproved', { period: periodLabel(data.lastApproved.period) })}{' '}
              {Object.entries(data.lastApproved.totals).map(([c, v]) => (
                <span key={c} className="mr-2 font-medium text-ink">
                  <Money minor={v.net} currency={c} />
                </span>
              ))}
            </p>
          ) : null}
          {errors.employees ? (
            <p role="alert" className="text-sm text-danger">
              {errors.employees}
            </p>
          ) : null}
          {offCycle && errors.amounts ? (
            <p role="alert" className="text-sm text-danger">
              {errors.amounts}
            </p>
          ) : null}
          {init.isError ? (
            <LoadFailed
              error={init.error}
              title={t('previewFailed')}
              retryLabel={t('retry')}
              onRetry={() => init.refetch()}
            />
          ) : offCycle ? (
            <>
              <SearchBox value={search} onChange={setSearch} placeholder={t('search')} label={t('search')} />
              <OffCycleAmountsStep
                employees={visible}
                country={data?.country ?? ''}
                lines={lines}
                onLineChange={setLine}
                errors={Object.fromEntries(
                  Object.entries(errors)
                    .filter(([k]) => k.startsWith('line.'))
                    .map(([k, v]) => [k.slice(5), v]),
                )}
                isLoading={init.isPending && periodValid}
              />
            </>
          ) : (
            <>
              <SearchBox value={search} onChange={setSearch} placeholder={t('search')} label={t('search')} />
              <div className="max-h-[32rem] overflow-auto">
                <DataTable
                  caption={t('preview')}
                  columns={columns}
                  rows={visible}
                  getRowId={(e) => e.employeeId}
                  isLoading={init.isPending && periodValid}
                  selected={included.map((e) => e.employeeId)}
                  onSelectedChange={(ids) => {
                    const chosen = new Set(ids);
                    const visibleIds = new Set(visible.map((e) => e.employeeId));
                    setExcluded((prev) => {
                      const next = new Set([...prev].filter((id) => !visibleIds.has(id)));
                      for (const e of data?.employees ?? [])
                        if (visibleIds.has(e.employeeId) && !chosen.has(e.employeeId)) next.add(e.employeeId);
                      return next;
                    });
                  }}
                  selectAllLabel={t('includeAll')}
                  getSelectRowLabel={(e) => t('include', { name: e.name })}
                  emptyState={<EmptyState title={t('emptyTitle')} description={t('emptyDescription')} />}
                />
              </div>
            </>
          )}
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button asChild variant="secondary">
              <IntentLink href="/app/payroll">{t('cancel')}</IntentLink>
            </Button>
            <Button
              onClick={submit}
              loading={create.isPending}
              disabled={!data || Boolean(data.existingRunId && runType === 'regular')}
            >
              {t('submit', { count: included.length })}
            </Button>
          </div>
        </CardContent>
      </Card>
    </div>
  );
}
