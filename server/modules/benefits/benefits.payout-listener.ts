import 'server-only';
import type { PayoutListener } from '@/server/deps';
import { postTransaction, ledgerText } from '@/server/modules/wallet/ledger.service';
import * as repo from './benefits.repo';

export const EWA_PAYOUT_SOURCE = 'ewa';

/**
 * Hears the outcome of an advance's transfer (source 'ewa', sourceId = subjectId = the advance). Paid: a
 * `processing` advance becomes `paid` (one payroll already recovered keeps its recovery status). Failed: the
 * payouts module has already reversed the amount from `ewa:<id>` to the wallet; the advance becomes `failed`
 * (payroll no longer recovers it, the cap no longer counts it) and its fee comes back to the wallet too.
 */
export const ewaPayoutListener: PayoutListener = {
  async lock(tx, { organizationId, sourceId }) {
    await repo.lockAdvance(tx, organizationId, sourceId);
  },
  async onOutcome(tx, { organizationId, sourceId, changed }) {
    const advance = await repo.findAdvance(tx, organizationId, sourceId);
    if (!advance) return;
    const latest = changed.filter((p) => p.subjectId === advance.id).sort((a, b) => b.attempt - a.attempt)[0];
    if (!latest) return;
    if (latest.status === 'paid' && advance.status === 'processing') {
      await repo.updateAdvance(tx, organizationId, advance.id, { status: 'paid' });
    } else if (latest.status === 'failed' && advance.status !== 'failed') {
      await repo.updateAdvance(tx, organizationId, advance.id, {
        status: 'failed',
        failureReason: latest.failureReason,
      });
      if (advance.fee > 0 && latest.walletId) {
        await postTransaction(tx, {
          organizationId,
          walletId: latest.walletId,
          type: 'reversal',
          direction: 'credit',
          amount: advance.fee,
          currency: advance.currency,
          idempotencyKey: `ewa-fee-reversal:${advance.id}`,
          description: ledgerText('ewaFeeReturned'),
          metadata: { source: EWA_PAYOUT_SOURCE, advanceId: advance.id },
          counterAccount: 'external:fees',
        });
      }
    }
  },
  // a failed advance is told to whoever granted it as well as the wallet admins
  async describe(tx, { organizationId, sourceId }) {
    const view = await repo.findAdvanceView(tx, organizationId, sourceId);
    if (!view) return null;
    const name = `${view.firstName} ${view.lastName}`;
    return {
      createdBy: view.advance.createdBy,
      label: (t) => t('payouts.notifications.failed.batches.ewa', { name }),
      path: '/app/employees/benefits/earned-wage-access',
      payees: new Map([[view.advance.id, name]]),
    };
  },
};
