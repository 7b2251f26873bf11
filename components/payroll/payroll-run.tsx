'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { toastOutcome } from '@/lib/toast';
import { PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import {
  ConfirmDialog,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { FormField } from '@/components/ui/form-field';
import { LoadFailed, PagedFooter, SearchBox } from '@/components/ui/list-parts';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { useDebounced } from '@/components/ui/use-debounced';
import { usePaginationLabels } from '@/components/ui/use-module-ui';
import { useUrlPage } from '@/components/ui/use-url-paging';
import { ApiError, hasErrorCode } from '@/lib/api/client';
import type { PayrollDetail, PayrollEmployeeRow } from '@/lib/contracts/payroll';
import { formatDate, formatDateTime, type DateLocale } from '@/lib/dates';
import { useApproveRun, useComputeRun, usePayrollRun, useRejectRun } from '@/lib/queries/payroll';
import { usePermissions } from '@/lib/queries/permissions';
import { currenciesOf, Money, PayrollStatusBadge, usePeriodLabel } from './payroll-parts';
import { PayslipDialog } from './payslip-dialog';
import { toastApprovalError } from './approval-error';
import { DisbursementProgress } from './disbursement-progress';
import { ReleaseDialog } from './release-dialog';
import { RunWaitingNote } from './run-waiting';
import { ScheduledPay } from './scheduled-pay';
import { DownloadSheetButton } from './download-sheet-button';
import { OffCyclePayments } from './off-cycle-payments';
import { PayslipDownloadButton } from './payslip-download-button';
import { RunPaymentCounts } from './run-payment-counts';

const PER_PAGE = 20;

/** /app/payroll/{id}: the run's status and actions, totals, variance, employees with their payslips, approvals. */
export function PayrollRunScreen({ id }: { id: string }) {
  const t = useTranslations('payroll.run');
  const { page, setPage } = useUrlPage();
  const [search, setSearch] = useState('');
  const debounced = useDebounced(search.trim(), 300);
  const run = usePayrollRun(id, { page, perPage: PER_PAGE, ...(debounced ? { search: debounced } : {}) });

  if (run.isError && !run.data) {
    const notFound = hasErrorCode(run.error, 'NOT_FOUND');
    return (
      <Card>
        {notFound ? (
          <EmptyState title={t('notFoundTitle')} description={t('notFoundDescription')} />
        ) : (
          <LoadFailed
            error={run.error}
            title={t('loadFailed')}
            retryLabel={t('retry')}
            onRetry={() => run.refetch()}
          />
        )}
      </Card>
    );
  }
  if (!run.data) {
    return (
      <div className="space-y-4" aria-busy>
        <Skeleton className="h-16 w-full" />
        <Skeleton className="h-32 w-full" />
        <Skeleton className="h-64 w-full" />
      </div>
    );
  }
  const detail = run.data.data;
  return (
    <div className="min-w-0 space-y-4">
      <RunHeader detail={detail} />
      <Totals detail={detail} />
      <ScheduledPay detail={detail} />
      <DisbursementProgress detail={detail} />
      {/* an off-cycle run shows what it pays instead: it is not compared with regular runs */}
      {detail.offCycle ? <OffCyclePayments summary={detail.offCycle} /> : null}
      {detail.computedAt && !detail.offCycle ? <Variance detail={detail} /> : null}
      {detail.computedAt ? (
        <Employees
          detail={detail}
          meta={run.data.meta}
          search={search}
          onSearch={(v) => {
            setSearch(v);
            setPage(1);
          }}
          onPage={setPage}
          loading={run.isFetching}
        />
      ) : null}
      <Timeline detail={detail} />
    </div>
  );
}

function RunHeader({ detail }: { detail: PayrollDetail }) {
  const t = useTranslations('payroll.run');
  const locale = useLocale() as DateLocale;
  const period = usePeriodLabel();
  const { can, userId } = usePermissions();
  const compute = useComputeRun();
  const approve = useApproveRun(detail.id);
  const reject = useRejectRun(detail.id);
  const [rejecting, setRejecting] = useState(false);
  const [releasing, setReleasing] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string>();

  const canCompute =
    can('payroll.create') && (detail.status === 'draft' || detail.status === 'pending_approval');
  const pending = detail.status === 'pending_approval';
  const next = detail.nextApprover;
  const myTurn = pending && can('payroll.approve') && (!next?.userId || next.userId === userId);
  // the last level releases the pay: its dialog shows the money and asks when to pay (issue 29 §4)
  const lastLevel = detail.approvedLevels + 1 >= detail.approvalLevels;

  const submitReject = async () => {
    if (!reason.trim()) {
      setReasonError(t('reasonRequired'));
      return;
    }
    try {
      await toastOutcome(reject.mutateAsync({ version: detail.version, reason: reason.trim() }));
      setRejecting(false);
      setReason('');
    } catch (e) {
      if (e instanceof ApiError && e.errors?.reason) setReasonError(e.errors.reason[0]);
    }
  };

  return (
    <>
      <PageHeader
        title={detail.name}
        description={t('subtitle', {
          period: period(detail.period),
          payDate: formatDate(detail.payDate, locale),
          group: detail.payrollGroupName ?? t('everyone'),
        })}
        actions={
          <>
            <DownloadSheetButton run={detail} />
            {canCompute ? (
              <Button
                variant={detail.status === 'draft' ? 'default' : 'secondary'}
                loading={compute.isPending}
                onClick={() => void toastOutcome(compute.mutateAsync(detail.id))}
              >
                {detail.status === 'draft' ? t('compute') : t('computeAgain')}
              </Button>
            ) : null}
            {pending && can('payroll.approve') ? (
              <Button variant="secondary" onClick={() => setRejecting(true)}>
                {t('reject')}
              </Button>
            ) : null}
            {pending && can('payroll.approve') && lastLevel ? (
              <Button disabled={!myTurn} onClick={() => setReleasing(true)}>
                {t('approve')}
              </Button>
            ) : null}
            {pending && can('payroll.approve') && !lastLevel ? (
              <ConfirmDialog
                trigger={<Button disabled={!myTurn}>{t('approve')}</Button>}
                title={t('approveTitle', { level: detail.approvedLevels + 1, levels: detail.approvalLevels })}
                description={t('approveBody')}
                confirmLabel={t('approve')}
                cancelLabel={t('cancel')}
                onConfirm={() =>
                  toastOutcome(approve.mutateAsync({ version: detail.version }), {
                    onError: toastApprovalError,
                  })
                }
              />
            ) : null}
          </>
        }
      />
      <ReleaseDialog
        runId={detail.id}
        open={releasing}
        onOpenChange={setReleasing}
        title={t('release.title', { level: detail.approvedLevels + 1, levels: detail.approvalLevels })}
        description={t('release.description')}
        confirmLabel={t('release.confirm')}
        pending={approve.isPending}
        onConfirm={(payOn) =>
          void toastOutcome(approve.mutateAsync({ version: detail.version, payOn }), {
            onDone: () => setReleasing(false),
            onError: toastApprovalError,
          })
        }
      />
      <Card>
        <CardContent className="flex flex-wrap items-center gap-x-6 gap-y-2 pt-6 text-sm">
          <span className="flex items-center gap-2">
            {t('statusLabel')} <PayrollStatusBadge status={detail.status} />
          </span>
          <span className="text-muted">{t('version', { version: detail.version })}</span>
          <span className="text-muted" data-testid="approval-progress">
            {t('progress', { approved: detail.approvedLevels, levels: detail.approvalLevels })}
          </span>
          {pending && next ? (
            <span className="text-muted">
              {next.name
                ? t('nextApprover', { level: next.level, name: next.name })
                : t('nextAnyone', { level: next.level })}
            </span>
          ) : null}
          {detail.flaggedCount > 0 ? (
            <span className="text-danger">{t('flagged', { count: detail.flaggedCount })}</span>
          ) : null}
          {detail.computedAt ? (
            <span className="text-muted">
              {t('computedAt', { time: formatDateTime(detail.computedAt, locale) })}
            </span>
          ) : null}
        </CardContent>
        {detail.status === 'rejected' && detail.rejectionReason ? (
          <CardContent>
            <p role="status" className="rounded-md bg-danger-50 p-3 text-sm text-danger">
              {t('rejectedBecause', { reason: detail.rejectionReason })}
            </p>
          </CardContent>
        ) : null}
        <RunWaitingNote detail={detail} />
      </Card>
      <Dialog open={rejecting} onOpenChange={(open) => !reject.isPending && setRejecting(open)}>
        <DialogContent closeLabel={t('cancel')}>
          <DialogHeader>
            <DialogTitle>{t('rejectTitle')}</DialogTitle>
            <DialogDescription>{t('rejectBody')}</DialogDescription>
          </DialogHeader>
          <FormField label={t('reason')} error={reasonError} required>
            <Textarea
              value={reason}
              maxLength={1000}
              onChange={(e) => {
                setReason(e.target.value);
                setReasonError(undefined);
              }}
            />
          </FormField>
          <DialogFooter>
            <Button variant="secondary" onClick={() => setRejecting(false)} disabled={reject.isPending}>
              {t('cancel')}
            </Button>
            <Button variant="danger" loading={reject.isPending} onClick={() => void submitReject()}>
              {t('reject')}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}

function Totals({ detail }: { detail: PayrollDetail }) {
  const t = useTranslations('payroll.run');
  const currencies = currenciesOf(detail.totals);
  if (!detail.computedAt) {
    return (
      <Card>
        <EmptyState title={t('notComputedTitle')} description={t('notComputedDescription')} />
      </Card>
    );
  }
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {currencies.map((c) => {
        const v = detail.totals[c]!;
        return (
          <Card key={c} data-testid={`totals-${c}`}>
            <CardHeader>
              <CardTitle>{t('totalsTitle', { currency: c })}</CardTitle>
              <CardDescription>
                {t('totalsEmployees', { count: v.employees })}
                <RunPaymentCounts detail={detail} currency={c} />
              </CardDescription>
            </CardHeader>
            <CardContent>
              <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
                {(['gross', 'paye', 'deductions', 'employerContributions', 'net'] as const).map((k) => (
                  <div key={k} className="contents">
                    <dt className={k === 'net' ? 'font-semibold text-ink' : 'text-muted'}>
                      {t(`totals.${k}`)}
                    </dt>
                    <dd className={k === 'net' ? 'text-right font-semibold text-ink' : 'text-right text-ink'}>
                      <Money minor={v[k]} currency={c} />
                    </dd>
                  </div>
                ))}
              </dl>
            </CardContent>
          </Card>
        );
      })}
    </div>
  );
}

function Variance({ detail }: { detail: PayrollDetail }) {
  const t = useTranslations('payroll.run.variance');
  const period = usePeriodLabel();
  const v = detail.variance;
  if (!v.previousRunId || !v.previousPeriod) {
    return (
      <Card>
        <CardHeader>
          <CardTitle>{t('title')}</CardTitle>
          <CardDescription>{t('none')}</CardDescription>
        </CardHeader>
      </Card>
    );
  }
  const diff = (now: number, before: number, currency: string) => {
    const d = now - before;
    return (
      <span className={d > 0 ? 'text-success-700' : d < 0 ? 'text-danger' : 'text-muted'}>
        {d > 0 ? '+' : ''}
        <Money minor={d} currency={currency} />
      </span>
    );
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('title')}</CardTitle>
        <CardDescription>{t('against', { period: period(v.previousPeriod) })}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4 text-sm">
        <ul className="space-y-1">
          {currenciesOf(detail.totals).map((c) => {
            const before = v.previousTotals[c];
            const now = detail.totals[c]!;
            return (
              <li key={c}>
                {t('netChange', { currency: c })}:{' '}
                {before ? (
                  diff(now.net, before.net, c)
                ) : (
                  <span className="text-muted">{t('newCurrency')}</span>
                )}{' '}
                · {t('headcountChange', { before: before?.employees ?? 0, now: now.employees })}
              </li>
            );
          })}
        </ul>
        <div className="grid gap-4 md:grid-cols-3">
          <section>
            <h3 className="font-medium text-ink">{t('joiners', { count: v.joinersCount })}</h3>
            <ul className="mt-1 space-y-0.5 text-muted">
              {v.joiners.slice(0, 8).map((j) => (
                <li key={j.employeeId}>
                  {j.name} · <Money minor={j.net} currency={j.currency} />
                </li>
              ))}
            </ul>
          </section>
          <section>
            <h3 className="font-medium text-ink">{t('leavers', { count: v.leaversCount })}</h3>
            <ul className="mt-1 space-y-0.5 text-muted">
              {v.leavers.slice(0, 8).map((j) => (
                <li key={j.employeeId}>
                  {j.name} · <Money minor={j.net} currency={j.currency} />
                </li>
              ))}
            </ul>
          </section>
          <section>
            <h3 className="font-medium text-ink">{t('changed', { count: v.changedCount })}</h3>
            <ul className="mt-1 space-y-0.5 text-muted">
              {v.changed.slice(0, 8).map((j) => (
                <li key={j.employeeId}>
                  {j.name}: {diff(j.net, j.previousNet, j.currency)}
                </li>
              ))}
            </ul>
          </section>
        </div>
      </CardContent>
    </Card>
  );
}

function Employees({
  detail,
  meta,
  search,
  onSearch,
  onPage,
  loading,
}: {
  detail: PayrollDetail;
  meta: Parameters<typeof PagedFooter>[0]['meta'];
  search: string;
  onSearch: (v: string) => void;
  onPage: (p: number) => void;
  loading: boolean;
}) {
  const t = useTranslations('payroll.run');
  const pagination = usePaginationLabels('payroll.pagination');
  const [open, setOpen] = useState<PayrollEmployeeRow | null>(null);
  const columns: DataTableColumn<PayrollEmployeeRow>[] = [
    {
      id: 'name',
      header: t('employees.name'),
      card: 'title',
      cell: (r) => (
        <div className="min-w-0">
          <button
            type="button"
            className="text-left font-medium text-brand-600 hover:underline"
            onClick={() => setOpen(r)}
          >
            {r.name}
          </button>
          <p className="text-xs text-muted">
            {r.staffId}
            {r.department ? ` · ${r.department}` : ''}
          </p>
          {r.flagged ? <p className="text-xs text-danger">{t('employees.flagged')}</p> : null}
          <PayslipDownloadButton row={r} period={detail.period} compact />
        </div>
      ),
    },
    {
      id: 'gross',
      header: t('totals.gross'),
      className: 'text-right',
      cell: (r) => <Money minor={r.gross} currency={r.currency} />,
    },
    {
      id: 'paye',
      header: t('totals.paye'),
      className: 'text-right',
      cell: (r) => <Money minor={r.paye} currency={r.currency} />,
    },
    {
      id: 'deductions',
      header: t('totals.deductions'),
      className: 'text-right',
      cell: (r) => <Money minor={r.deductions} currency={r.currency} />,
    },
    {
      id: 'net',
      header: t('totals.net'),
      card: 'figure',
      className: 'text-right font-medium',
      cell: (r) => <Money minor={r.net} currency={r.currency} />,
    },
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('employees.title', { count: detail.employeeCount })}</CardTitle>
        <CardDescription>{t('employees.hint')}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <SearchBox
          value={search}
          onChange={onSearch}
          placeholder={t('employees.search')}
          label={t('employees.search')}
        />
        <div className="overflow-x-auto" aria-busy={loading}>
          <DataTable
            caption={t('employees.title', { count: detail.employeeCount })}
            columns={columns}
            rows={detail.employees}
            getRowId={(r) => r.id}
            emptyState={
              <EmptyState
                title={t('emptyTitle')}
                description={search ? t('employees.noMatch') : t('emptyDescription')}
              />
            }
          />
        </div>
        <PagedFooter meta={meta} onPageChange={onPage} labels={pagination} />
      </CardContent>
      <PayslipDialog row={open} onClose={() => setOpen(null)} />
    </Card>
  );
}

function Timeline({ detail }: { detail: PayrollDetail }) {
  const t = useTranslations('payroll.run.timeline');
  const locale = useLocale() as DateLocale;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('title')}</CardTitle>
      </CardHeader>
      <CardContent>
        <ol className="space-y-3 border-l border-line pl-4" aria-label={t('title')}>
          <li className="text-sm">
            <p className="text-ink">{t('created', { name: detail.createdBy?.name ?? '—' })}</p>
            <p className="text-xs text-muted">{formatDateTime(detail.createdAt, locale)}</p>
          </li>
          {detail.approvals.map((a) => (
            <li
              key={a.id}
              className={a.voided ? 'text-sm opacity-60' : 'text-sm'}
              data-testid="timeline-entry"
            >
              <p className="text-ink">
                {a.decision === 'approved'
                  ? t('approved', { level: a.level, name: a.userName ?? '—' })
                  : t('rejected', { level: a.level, name: a.userName ?? '—' })}
                {a.voided ? ` · ${t('voided')}` : ''}
              </p>
              {a.comment ? <p className="text-xs text-muted">“{a.comment}”</p> : null}
              <p className="text-xs text-muted">
                {formatDateTime(a.createdAt, locale)} · {t('version', { version: a.version })}
              </p>
            </li>
          ))}
          {detail.status === 'pending_approval' && detail.nextApprover ? (
            <li className="text-sm text-muted">
              {detail.nextApprover.name
                ? t('waiting', { level: detail.nextApprover.level, name: detail.nextApprover.name })
                : t('waitingAnyone', { level: detail.nextApprover.level })}
            </li>
          ) : null}
        </ol>
      </CardContent>
    </Card>
  );
}
