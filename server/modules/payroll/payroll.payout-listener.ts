import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '@/server/db/client';
import { inIds } from '@/server/db/sql-ids';
import { payrollRunEmployees } from '@/server/db/schema';
import type { PayoutListener } from '@/server/deps';
import { findPayoutHolds } from '@/server/modules/employees/employees-bank.queries';
import { awaitingRetry, inFlight } from '@/server/modules/payouts/payouts.service';
import { queuePayslipMails } from './payroll.jobs';
import * as repo from './payroll.repo';

/**
 * Payroll hears its payouts' outcomes (listed in server/wiring/payouts.ts). The run row is locked
 * first, so outcomes of one run apply one after another and the last one sees every other: when no payout of
 * the run is in flight, a disbursing run ends `paid` (all paid) or `partially_paid` (some failed, held or
 * reversed); a paid run whose payout the bank reverses becomes `partially_paid`. Each paid
 * employee's payslip mail is queued in the same transaction (one job per row: singleton key). Rows whose
 * employee's bank account has an unaccepted name mismatch are held (failed at once, nothing sent), and
 * failure notices name the run and reach its creator as well as the wallet admins (payouts.notify.ts).
 */
/** Run rows by id with the employee each pays (read here: payroll-disbursement.read.ts imports payouts). */
function runRowsByIds(db: DbOrTx, organizationId: string, runId: string, rowIds: string[]) {
  if (rowIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: payrollRunEmployees.id,
      employeeId: payrollRunEmployees.employeeId,
      name: payrollRunEmployees.name,
    })
    .from(payrollRunEmployees)
    .where(
      and(
        eq(payrollRunEmployees.organizationId, organizationId),
        eq(payrollRunEmployees.runId, runId),
        inIds(payrollRunEmployees.id, rowIds),
      ),
    );
}

export const payrollPayoutListener: PayoutListener = {
  async lock(tx, { organizationId, sourceId }) {
    await repo.findRun(tx, organizationId, sourceId, true);
  },
  async onOutcome(tx, { organizationId, sourceId, changed, counts }) {
    const paid = changed.filter((p) => p.status === 'paid');
    await queuePayslipMails(
      tx,
      organizationId,
      paid.map((p) => p.subjectId),
    );
    if (inFlight(counts) > 0) return;
    const run = await repo.findRun(tx, organizationId, sourceId);
    // a paid run can turn partially paid: the bank reversed one of its payouts after paying it
    const reversedAfterPaid = run?.status === 'paid' && awaitingRetry(counts) > 0;
    if (run?.status !== 'disbursing' && !reversedAfterPaid) return;
    await repo.updateRun(tx, run.id, {
      status: awaitingRetry(counts) > 0 ? 'partially_paid' : 'paid',
      updatedAt: new Date(),
    });
  },
  // rows whose employee's account holder name does not match (and is not accepted) are held, not sent
  async holds(tx, { organizationId, sourceId, subjectIds }) {
    const rows = await runRowsByIds(tx, organizationId, sourceId, subjectIds);
    const byEmployee = await findPayoutHolds(
      tx,
      organizationId,
      rows.map((r) => r.employeeId),
    );
    const held = new Map<string, string>();
    for (const r of rows) {
      const reason = byEmployee.get(r.employeeId);
      if (reason) held.set(r.id, reason);
    }
    return held;
  },
  // failures are told to the run's creator too, with the run's name and the people not paid
  async describe(tx, { organizationId, sourceId, subjectIds }) {
    const run = await repo.findRun(tx, organizationId, sourceId);
    if (!run) return null;
    const rows = await runRowsByIds(tx, organizationId, sourceId, subjectIds);
    return {
      createdBy: run.createdBy,
      label: (t) => t('payouts.notifications.failed.batches.payroll', { name: run.name, period: run.period }),
      path: `/app/payroll/${run.id}`,
      payees: new Map(rows.map((r) => [r.id, r.name])),
    };
  },
};
