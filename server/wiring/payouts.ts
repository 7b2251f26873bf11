import 'server-only';
import { ewaPayoutListener } from '@/server/modules/benefits/benefits.payout-listener';
import { payrollPayoutListener } from '@/server/modules/payroll/payroll.payout-listener';
import type { PayoutListeners } from '@/server/modules/payouts/payouts.service';

/**
 * Who hears of payout outcomes, by `source` (payouts.source). Each module that sends money adds one line:
 * payroll's runs and earned wage access's advances. A source without a listener is fine (its payouts are
 * still paid, failed and reversed); see PayoutListener (server/deps.ts) for the transaction rules. Payouts gets
 * the list as `plugins.payoutListeners` and imports none of them.
 */
export const PAYOUT_LISTENERS: PayoutListeners = {
  payroll: payrollPayoutListener,
  ewa: ewaPayoutListener,
};
