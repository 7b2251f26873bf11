import 'server-only';
import type { PayoutListener } from '@/server/modules/payouts/payout-types';
import { enqueueMany } from '@/server/jobs/enqueue';
import { MAIL_PAYSLIP_QUEUE } from './payroll.jobs';
import * as repo from './payroll.repo';

/**
 * Payroll hears its payouts' outcomes (registered in payouts/payout-listeners.ts). The run row is locked
 * first, so outcomes of one run apply one after another and the last one sees every other: when no payout of
 * the run is pending or processing, a disbursing run ends `paid` (all paid) or `partially_paid`. Each paid
 * employee's payslip mail is queued in the same transaction (one job per row: singleton key).
 */
export const payrollPayoutListener: PayoutListener = {
  async lock(tx, { organizationId, sourceId }) {
    await repo.findRun(tx, organizationId, sourceId, true);
  },
  async onOutcome(tx, { organizationId, sourceId, changed, counts }) {
    const paid = changed.filter((p) => p.status === 'paid');
    await enqueueMany(
      tx,
      MAIL_PAYSLIP_QUEUE,
      paid.map((p) => ({
        data: { organizationId, payrollEmployeeId: p.subjectId },
        singletonKey: `payslip-${p.subjectId}`,
      })),
    );
    if (counts.pending + counts.processing > 0) return;
    const run = await repo.findRun(tx, organizationId, sourceId);
    if (run?.status !== 'disbursing') return;
    await repo.updateRun(tx, run.id, {
      status: counts.failed > 0 ? 'partially_paid' : 'paid',
      updatedAt: new Date(),
    });
  },
};
