import { z } from 'zod';
import { calendarMonth } from './fields';
import type { StatutoryType } from './remittances';

/**
 * The authorities' own files (issue 36): monthly returns at GET /statutory/returns/{type}?period=YYYY-MM,
 * year-end returns at GET /statutory/annual/{type}?year=YYYY. Each names the statutory type whose managers
 * may download it (a statutory admin of `pension` gets `ng-pencom`).
 */
export const MONTHLY_RETURNS = {
  'ng-paye': { country: 'NG', type: 'paye' },
  'ng-pencom': { country: 'NG', type: 'pension' },
  'ng-nhf': { country: 'NG', type: 'nhf' },
  'ke-p10': { country: 'KE', type: 'paye' },
  'ke-nssf': { country: 'KE', type: 'nssf' },
  'ke-shif': { country: 'KE', type: 'shif' },
  'gh-paye': { country: 'GH', type: 'paye' },
  'gh-ssnit': { country: 'GH', type: 'ssnit' },
  'ug-paye': { country: 'UG', type: 'paye' },
  'ug-nssf': { country: 'UG', type: 'nssf' },
} as const satisfies Record<string, { country: string; type: StatutoryType }>;
export type MonthlyReturnType = keyof typeof MONTHLY_RETURNS;

export const ANNUAL_RETURNS = {
  'ng-h1': { country: 'NG', type: 'paye' },
  'ke-p10-annual': { country: 'KE', type: 'paye' },
  'gh-paye-annual': { country: 'GH', type: 'paye' },
} as const satisfies Record<string, { country: string; type: StatutoryType }>;
export type AnnualReturnType = keyof typeof ANNUAL_RETURNS;

const ofCountry = (defs: Record<string, { country: string }>, country: string) =>
  Object.entries(defs)
    .filter(([, d]) => d.country === country)
    .map(([name]) => name);
export const monthlyReturnsOf = (country: string) =>
  ofCountry(MONTHLY_RETURNS, country) as MonthlyReturnType[];
export const annualReturnsOf = (country: string) => ofCountry(ANNUAL_RETURNS, country) as AnnualReturnType[];

const RETURN_LIST = [...Object.keys(MONTHLY_RETURNS), ...Object.keys(ANNUAL_RETURNS)].join(', ');
export const returnTypeParamsSchema = z.object({
  type: z
    .string()
    .max(40)
    .meta({ description: `One of ${RETURN_LIST} (the organisation's country's)` }),
});

export const returnQuerySchema = z.object({
  period: calendarMonth(),
  /** ng-paye: one state's file; ng-pencom: one PFA's (several → a zip of one file each) */
  state: z.string().trim().max(120).optional(),
  pfa: z.string().trim().max(120).optional(),
});
export const annualQuerySchema = z.object({
  year: z.coerce
    .number({ message: 'remittances.returns.validation.year' })
    .int({ message: 'remittances.returns.validation.year' })
    .min(2000, { message: 'remittances.returns.validation.year' })
    .max(2100, { message: 'remittances.returns.validation.year' }),
  state: z.string().trim().max(120).optional(),
});

export const ID_FIELDS = ['taxId', 'rsaPin', 'pfa', 'nhfNumber', 'stateOfResidence'] as const;
export type IdField = (typeof ID_FIELDS)[number];

/** An employee in the return whose record lacks an identifier the authority needs. */
export const returnIssueSchema = z.object({
  employeeId: z.uuid(),
  name: z.string(),
  staffId: z.string(),
  missing: z.array(z.enum(ID_FIELDS)),
});
export type ReturnIssue = z.infer<typeof returnIssueSchema>;

/** GET /statutory/returns: the country's returns the user may download; `certificates`: may send them. */
export const returnListSchema = z.object({
  country: z.string(),
  monthly: z.array(z.string()),
  annual: z.array(z.string()),
  certificates: z.boolean(),
});
export type ReturnList = z.infer<typeof returnListSchema>;

export const certificateSendSchema = z.object({
  year: z.number().int(),
  /** employees with an e-mail and approved pay in the year, queued (those already sent are skipped by the job) */
  employees: z.number().int(),
});
export type CertificateSend = z.infer<typeof certificateSendSchema>;
