'use client';

import { useTranslations } from 'next-intl';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadFailed } from '@/components/ui/list-parts';
import { Skeleton } from '@/components/ui/skeleton';
import { useUrlPaging } from '@/components/ui/use-url-paging';
import { hasErrorCode } from '@/lib/api/client';
import { usePayrollRun } from '@/lib/queries/payroll';
import { BankFilePanel } from './bank-file-panel';
import { DisbursementProgress } from './disbursement-progress';
import { OffCyclePayments } from './off-cycle-payments';
import { RunBankChanges } from './run-bank-changes';
import { RunEmployees } from './run-employees';
import { RunHeader } from './run-header';
import { RunTimeline } from './run-timeline';
import { Totals, Variance } from './run-totals';
import { ScheduledPay } from './scheduled-pay';

const PER_PAGE = 20;

/** /app/payroll/{id}: the run's status and actions, totals, variance, employees with their payslips, approvals. */
export function PayrollRunScreen({ id }: { id: string }) {
  const t = useTranslations('payroll.run');
  // the employees' page and search live in the URL (a reload or a shared link shows the same rows)
  const paging = useUrlPaging();
  const { page, search } = paging;
  const run = usePayrollRun(id, { page, perPage: PER_PAGE, ...(search ? { search } : {}) });

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
      <RunBankChanges detail={detail} />
      <BankFilePanel detail={detail} />
      <DisbursementProgress detail={detail} />
      {/* an off-cycle run shows what it pays instead: it is not compared with regular runs */}
      {detail.offCycle ? <OffCyclePayments summary={detail.offCycle} /> : null}
      {detail.computedAt && !detail.offCycle ? <Variance detail={detail} /> : null}
      {detail.computedAt ? <RunEmployees detail={detail} run={run} paging={paging} /> : null}
      <RunTimeline detail={detail} />
    </div>
  );
}
