/**
 * Payroll's plain values (no zod): the run and payout statuses, run types, off-cycle kinds and the warnings a
 * run shows, for lists and badges that need them without the schemas. Re-exported by ./payroll.ts.
 */
export const PAYROLL_STATUSES = [
  'draft',
  'pending_approval',
  'approved',
  'rejected',
  'disbursing',
  'paid',
  'partially_paid',
  'awaiting_bank_payment',
] as const;
/**
 * A run whose last approval was given: approved, then disbursing → paid | partially_paid as the money moves; or,
 * paid through the employer's own bank (issue 36), awaiting_bank_payment → paid when the employer marks it paid.
 */
export const APPROVED_PAYROLL_STATUSES = [
  'approved',
  'disbursing',
  'paid',
  'partially_paid',
  'awaiting_bank_payment',
] as const;
/**
 * Where one employee's pay is: queued, sent to the bank, waiting for the provider account owner's OTP,
 * held for want of provider balance (resent by "Retry failed payments"), paid, failed (with the bank's
 * reason), or reversed by the bank after it was paid (its amount is back in the wallet).
 */
export const PAYOUT_STATUSES = [
  'pending',
  'processing',
  'needs_otp',
  'held',
  'paid',
  'failed',
  'reversed',
] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];
export type PayrollStatus = (typeof PAYROLL_STATUSES)[number];
export const PAYROLL_RUN_TYPES = ['regular', 'off-cycle'] as const;
export type PayrollRunType = (typeof PAYROLL_RUN_TYPES)[number];
/**
 * What an off-cycle run pays each person (issue 29 item 8): a bonus, arrears (back pay of salary) or another
 * one-off earning. Each kind enters the statutory engine as one of its earnings inputs (`OFF_CYCLE_KIND_INPUT`):
 * arrears with basic salary (so they count where the country's pension base includes basic), the others in
 * other earnings; `earningTreatment` in lib/payroll says what that means per country.
 */
export const OFF_CYCLE_KINDS = ['bonus', 'arrears', 'one-off'] as const;
export type OffCycleKind = (typeof OFF_CYCLE_KINDS)[number];
export const OFF_CYCLE_KIND_INPUT: Record<OffCycleKind, 'basic' | 'other'> = {
  bonus: 'other',
  arrears: 'basic',
  'one-off': 'other',
};
export const NHF_BASES = ['basic', 'income'] as const;
export type NhfBase = (typeof NHF_BASES)[number];

/** Warnings about an employee a run would include (init data) or includes (rows). */
export const PAYROLL_WARNINGS = [
  'noBankAccount',
  'bankUnverified',
  'usdNeedsRate',
  'joinerProrated',
  'leaverProrated',
  'suspendedWithoutPay',
  'suspendedWithPay',
  'zeroPay',
  'negativeNet',
] as const;
export type PayrollWarning = (typeof PAYROLL_WARNINGS)[number];
