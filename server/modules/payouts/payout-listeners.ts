import 'server-only';
import { payrollPayoutListener } from '@/server/modules/payroll/payroll.payout-listener';
import type { PayoutListener } from './payout-types';
import { ewaPayoutListener } from '@/server/modules/benefits/benefits.payout-listener';

/**
 * Who hears of payout outcomes, by `source` (payouts.source). Each module that sends money adds one line:
 * payroll now; earned wage access and statutory remittances later. A source without a listener is fine
 * (its payouts are still paid, failed and reversed); see PayoutListener for the transaction rules.
 */
export const PAYOUT_LISTENERS: Record<string, PayoutListener> = {
  payroll: payrollPayoutListener,
  ewa: ewaPayoutListener,
};
