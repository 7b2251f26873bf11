import { z } from 'zod';
import { calendarDate, text } from './fields';

/**
 * Paying a run through the employer's own bank (issue 36, `payroll.disbursement` = `bank-file`): the approved run
 * waits in `awaiting_bank_payment`, the employer downloads a bulk file in their bank's layout, uploads it to the
 * bank, then marks the run paid with the bank's reference. Layouts: docs/bank-files.md.
 */
export const BANK_FILE_FORMATS = ['nibss', 'interswitch', 'ke-eft', 'xlsx'] as const;
export type BankFileFormat = (typeof BANK_FILE_FORMATS)[number];

/** Why an employee's line blocks the file: fix the employee's bank details, then download again. */
export const BANK_FILE_PROBLEMS = [
  /** no bank code or account number on record */
  'noAccount',
  /** a bank code not in the country's bank list */
  'unknownBank',
  /** a Nigerian account number that is not 10 digits or fails the NUBAN check digit with its bank code */
  'badNuban',
  /** an account number that is not 5–20 digits */
  'badAccount',
  /** an unaccepted name mismatch or an unconfirmed bank change (the wallet would hold this payout too) */
  'onHold',
  /** paid in a currency the layout cannot carry (NIBSS and Interswitch files are naira only) */
  'currency',
] as const;
export type BankFileProblemReason = (typeof BANK_FILE_PROBLEMS)[number];

/** GET payroll/{payrollId}/bank-file and …/bank-file/check: the layout, and for Interswitch its two batch values. */
export const bankFileQuerySchema = z.object({
  format: z.enum(BANK_FILE_FORMATS, { message: 'validation.invalidOption' }),
  /** Interswitch only: the AutoGate terminal the bank gave the employer (8 characters) */
  terminalId: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9]{0,8}$/, { message: 'validation.invalid' })
    .optional(),
  /** Interswitch only: the employer's account debited (a NUBAN) */
  sourceAccount: z
    .string()
    .trim()
    .regex(/^\d{0,25}$/, { message: 'validation.invalid' })
    .optional(),
});
export type BankFileQuery = z.input<typeof bankFileQuerySchema>;

export const bankFileProblemSchema = z.object({
  payrollEmployeeId: z.string(),
  employeeId: z.string(),
  staffId: z.string(),
  name: z.string(),
  reason: z.enum(BANK_FILE_PROBLEMS),
  /** the reason in the request's language */
  message: z.string(),
});
export type BankFileProblem = z.infer<typeof bankFileProblemSchema>;

/** GET payroll/{payrollId}/bank-file/check: whether the file can be offered, and the employees to fix first. */
export const bankFileCheckSchema = z.object({
  format: z.enum(BANK_FILE_FORMATS),
  ready: z.boolean(),
  lines: z.number().int(),
  /** per currency, minor units */
  totals: z.record(z.string(), z.number().int()),
  problems: z.array(bankFileProblemSchema),
});
export type BankFileCheck = z.infer<typeof bankFileCheckSchema>;

/** POST payroll/{payrollId}/mark-paid: the bank's reference for the bulk payment and the day it paid. */
export const markPaidSchema = z.object({
  bankReference: text(100),
  paidOn: calendarDate(),
});
export type MarkPaidInput = z.input<typeof markPaidSchema>;
