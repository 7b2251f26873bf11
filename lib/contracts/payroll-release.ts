import { z } from 'zod';

/**
 * When an approved run's money reaches the employees (issue 29): `now` sends the payouts at once; `payDate`
 * sends them from 06:00 on the run's pay date in the organisation's time zone. Either way the money moves from
 * the wallet into the run's clearing account at once, so the wallet's balance never counts it twice.
 */
export const PAY_ON = ['now', 'payDate'] as const;
export type PayOn = (typeof PAY_ON)[number];
export const payOnSchema = z.enum(PAY_ON, { message: 'validation.invalidOption' });

/** POST payroll/{payrollId}/pay: pay an approved run left unpaid (its schedule was cancelled). */
export const payrollPaySchema = z.object({ payOn: payOnSchema.optional() });
export type PayrollPayInput = z.input<typeof payrollPaySchema>;

/** One currency of a release: what leaves the wallet and what the wallet keeps. Minor units. */
export const releaseCurrencySchema = z.object({
  currency: z.string(),
  /** net pay sent to employees with a bank account */
  net: z.number().int(),
  transfers: z.number().int(),
  /** employees of this currency without a bank account: recorded failed, nothing sent until fixed */
  withoutAccount: z.number().int(),
  /** the payments provider's charges for the transfers */
  fees: z.number().int(),
  /** the wallet's balance now; null when the organisation has no wallet in this currency */
  balance: z.number().int().nullable(),
  /** balance − net − fees (negative: the approval is refused for want of funds) */
  remaining: z.number().int().nullable(),
});
export type ReleaseCurrency = z.infer<typeof releaseCurrencySchema>;

/** GET payroll/{payrollId}/release-summary: what the last approval (or paying an approved run) releases. */
export const payrollReleaseSummarySchema = z.object({
  payrollId: z.string(),
  payDate: z.string(),
  /** 06:00 on the pay date in the organisation's time zone (ISO instant) */
  releaseAt: z.string(),
  /** `payDate` while that moment is still ahead, else `now` */
  defaultPayOn: payOnSchema,
  currencies: z.array(releaseCurrencySchema),
  /** `bank-file` (issue 36): the approval moves no wallet money; the run waits for the employer's bank */
  disbursement: z.enum(['wallet', 'bank-file']).optional(),
});
export type PayrollReleaseSummary = z.infer<typeof payrollReleaseSummarySchema>;

/** POST payroll/{payrollId}/cancel-schedule: back to approved and unpaid, the held money back in the wallet. */
export const payrollCancelScheduleResultSchema = z.object({
  status: z.string(),
  /** what went back to the wallet per currency (minor units) */
  returned: z.record(z.string(), z.number().int()),
});
export type PayrollCancelScheduleResult = z.infer<typeof payrollCancelScheduleResultSchema>;
