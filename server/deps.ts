import 'server-only';
import type { UserRole } from '@/lib/contracts/account';
import type { Paged } from '@/lib/contracts/pagination';
import type { DisbursementMethod, EmployeePayrollHistoryEntry } from '@/lib/contracts/payroll';
import type { PayOn } from '@/lib/contracts/payroll-release';
import type { Permission } from '@/lib/contracts/permissions';
import type { Db, DbOrTx } from '@/server/db/client';
import type { payouts } from '@/server/db/schema';
import type { ServerConfig } from '@/server/config';
import type { Translate } from '@/server/i18n';
import type { Mailer } from '@/server/mail/mailer';

/**
 * What the app is built from (the kernel's one handle on the process): its database, configuration, mailer and
 * clock. Services take it for requests and jobs alike (server/queue/job-deps.ts builds it from a job's
 * context); tests pass their own database, mailer and clock.
 */
export type CoreDeps = {
  db: Db;
  config: ServerConfig;
  mailer: Mailer;
  now: () => Date;
  /** Waits before answering (the rate limiter's per-account delay); tests pass one that records instead. */
  sleep?: (ms: number) => Promise<void>;
};

/** …and the plugin lists, which server/wiring/ fills and hands to their hosts. */
export type AppDeps = CoreDeps & { plugins: Plugins };

/** The signed-in actor, resolved by the session middleware from a verified, unrevoked token. */
export type AuthContext = {
  userId: string;
  sessionId: string;
  /** The organisation the session works in; null in consultant mode. */
  organizationId: string | null;
  roles: string[];
};

/**
 * Where modules plug into another module without it importing them: the lists (and billing's subscription
 * reading, which the HTTP layer's module guard needs) live in server/wiring/ (the root) and reach their host
 * through AppDeps (or a job's context). A host imports none of its plugins.
 */
export type Plugins = {
  /** The sources a payroll run gathers, in payslip order: payroll's own, then leave, shifts, wage access. */
  payrollSources: readonly PayrollInputSource[];
  /** What a run's final approval does, in order: disbursement first, then benefits, remittances. */
  payrollApprovalHooks: readonly PayrollApprovalHook[];
  /** Who else offers a run's next approver their level, after notification and mail (chat's approval link). */
  payrollApprovalNotices: readonly PayrollApprovalNotice[];
  /** Who hears of payout outcomes, by payout `source` (payroll, ewa). */
  payoutListeners: Readonly<Record<string, PayoutListener>>;
  /** Who may upload or read a file beyond the permission its purpose needs (remittances' statutory admins). */
  fileAccess: readonly FileAccessRule[];
  /** What other modules add to the user's role in the session's organisation (account/me, sign-in). */
  userRoleExtras: readonly UserRoleExtra[];
  /** An employee's pay history for their record's payroll-history tab (payroll's): employees imports no payroll. */
  employeePayHistory: EmployeePayHistory;
  /** An employee's year-end tax certificate PDF (remittances'): GET employees/{id}/tax-certificate. */
  employeeTaxCertificate: EmployeeTaxCertificate;
  /** The parts of an employee's data export that other modules hold (pay, payouts, leave, shifts, EWA; issue 33). */
  employeeExportSections: readonly EmployeeExportSection[];
  /** The organisation's subscription as the API's module guard reads it (billing's). */
  subscriptionAccess: SubscriptionAccess;
};

/**
 * An employee's lines in computed payroll runs, newest period first, each with the person's own payment status
 * (payroll's `employeePayHistory`): GET employees/{id}/payroll-history, which employees serves.
 */
export type EmployeePayHistory = (
  db: DbOrTx,
  organizationId: string,
  employeeId: string,
  q: { page: number; perPage: number },
) => Promise<Paged<EmployeePayrollHistoryEntry>>;

/**
 * The employee's year-end tax certificate (remittances' `certificateOf`: P9A in Kenya, a tax deduction card
 * elsewhere) as a PDF; another organisation's employee → 404, no approved pay in the year → 422.
 */
export type EmployeeTaxCertificate = (
  db: DbOrTx,
  organizationId: string,
  employeeId: string,
  year: number,
) => Promise<{ bytes: Uint8Array; name: string }>;

/**
 * Files an employee's data export (GET employees/{id}/export, NDPA 2023 ss. 34–38) takes from a module other than
 * employees: each section reads the organisation's records of that one employee and answers files for the zip.
 */
export type EmployeeExportFile = { name: string; content: string | Uint8Array };
export type EmployeeExportSection = (
  db: DbOrTx,
  organizationId: string,
  employeeId: string,
) => Promise<EmployeeExportFile[]>;

// ——— Payroll: pay sources ———
// The seam where other modules change pay. Computing a run gathers the period's inputs from a list of named
// sources: payroll's own (salary components, add-ons, proration, suspensions) and one per module that changes
// pay — leave (unpaid days), shifts (hourly wages), wage access (recoveries). A new source is one file in its
// own module plus one line in server/wiring/payroll.ts; payroll never reads another module's tables, and
// sources never see each other. Sources read inside the run's transaction (`db` may be a transaction), for
// the employees of the run only, with set-based queries: one call per source per run, never one per employee.

export type PayrollPeriod = {
  /** 'YYYY-MM' */
  month: string;
  /** 'YYYY-MM-DD', first and last calendar day of the month */
  start: string;
  end: string;
};

export type PayrollInputContext = {
  db: Db;
  organizationId: string;
  period: PayrollPeriod;
  /** the run being computed (sources that must remember what they contributed key it by this id) */
  runId: string;
  runType: 'regular' | 'off-cycle';
  /** employees of the run */
  employeeIds: readonly string[];
};

/**
 * An amount named on the payslip; `amount` in minor units of the employee's pay currency, > 0.
 * `upToNet` (deductions only): take at most what net pay still covers after every other deduction, so a
 * recovery never makes net negative; the line shows what was taken and the source carries the rest (wage
 * access recoveries: the source cannot know the net, which is computed after it gathers).
 */
export type PayrollItem = { code: string; label: string; amount: number; upToNet?: boolean };

/** What one source contributes to one employee's period. Every field is optional and adds up across sources. */
export type PayrollContribution = {
  /** Days of the period not paid (unpaid leave): removed from salary by the organisation's proration basis. */
  unpaidDays?: number;
  /** Taxable earnings added to gross (shift wages, bonuses). */
  earnings?: PayrollItem[];
  /** Taken from net pay after tax (wage-access recoveries, loans). */
  deductions?: PayrollItem[];
};

export type PayrollInputSource = {
  /** Unique; shown on payslip lines it produced and in warnings. */
  name: string;
  /** Off-cycle runs (bonuses, corrections) skip sources that only apply to regular pay unless this is true. */
  offCycle?: boolean;
  gather(ctx: PayrollInputContext): Promise<Map<string, PayrollContribution>>;
};

// ——— Payroll: the final approval ———

/**
 * The seam where other modules act on a run's final approval: disbursement moves the money, remittances
 * record what the run owes each authority. Hooks run in the approval's own transaction, in list order, after
 * the run is marked approved: a hook that throws (an AppError such as 422 INSUFFICIENT_FUNDS) refuses the
 * approval and nothing it or earlier hooks wrote is kept. Each module adds one `<module>.approval-hook.ts`
 * and one line in server/wiring/payroll.ts.
 */
export type PayrollApprovalContext = {
  db: DbOrTx;
  organizationId: string;
  runId: string;
  /** the approver of the last level */
  userId: string;
  now: Date;
  /** when the money reaches the employees (default `now`); the money moves into clearing at once either way */
  payOn?: PayOn;
  /** `payroll.disbursement` (issue 36; default `wallet`): `bank-file` runs wait for the employer's bank, no wallet */
  disbursement?: DisbursementMethod;
};

export type PayrollApprovalHook = {
  /** Unique; named in logs. */
  name: string;
  onFinalApproval(ctx: PayrollApprovalContext): Promise<void>;
  /**
   * With `payroll.disbursement` `bank-file` (issue 36): `approval` (the default) runs the hook at the final
   * approval as usual; `paid` runs it when the employer marks the run paid instead (POST payroll/{id}/mark-paid):
   * what a paid run owes, and anything that would move wallet money, waits until the bank has paid.
   */
  bankFileStage?: 'approval' | 'paid';
};

/** A run as a notice sees it: the level it now waits for, and whom. */
export type PayrollAwaitingRun = {
  id: string;
  status: string;
  nextApprover: { level: number; userId: string | null } | null;
};

/**
 * Another way to reach a run's next approver, after the notification and mail payroll sends itself: chat
 * offers its approval link. Called after a compute and after each level approved, in the same transaction.
 */
export type PayrollApprovalNotice = {
  /** Unique; named in logs. */
  name: string;
  offer(
    db: DbOrTx,
    organizationId: string,
    run: PayrollAwaitingRun,
    at: { appUrl: string; now?: Date },
  ): Promise<unknown>;
};

// ——— Payouts ———

export type PayoutRow = typeof payouts.$inferSelect;
export type PayoutStatus = PayoutRow['status'];

/** Payouts of one (source, source id) by status: what a listener decides a batch's state from. */
export type PayoutCounts = Record<PayoutStatus, number>;

/**
 * How another module hears of its payouts' outcomes. Both run inside the transaction that records them:
 * `lock` first (lock the batch's own row, so concurrent outcomes of one batch apply one after another and
 * the counts each sees include the others'), then `onOutcome` with the payouts that just changed and the
 * batch's latest counts (latest attempt per subject only). A throw rolls the outcome back; it is retried.
 */
export type PayoutListener = {
  lock(tx: DbOrTx, batch: { organizationId: string; sourceId: string }): Promise<void>;
  onOutcome(
    tx: DbOrTx,
    batch: { organizationId: string; sourceId: string; changed: PayoutRow[]; counts: PayoutCounts },
  ): Promise<void>;
  /**
   * Subjects whose payout must not go out yet, with why (e.g. an account whose holder's name does not match
   * the employee's): queuePayouts records them failed with that reason at once, nothing is sent, and the
   * amount the caller moved to clearing for them goes back to the wallet. A retry asks again.
   */
  holds?(
    tx: DbOrTx,
    batch: { organizationId: string; sourceId: string; subjectIds: string[] },
  ): Promise<Map<string, string>>;
  /** Who to tell when payouts of a batch fail, besides the wallet admins, and what to call the batch. */
  describe?(
    tx: DbOrTx,
    batch: { organizationId: string; sourceId: string; subjectIds: string[] },
  ): Promise<PayoutBatchDescription | null>;
};

export type PayoutBatchDescription = {
  /** the user who started the batch (a payroll run's creator): told as well as the wallet admins */
  createdBy: string | null;
  /** the batch in the reader's language: "November payroll (2026-11)" */
  label(t: Translate): string;
  /** the screen to open, from the app's root: `/app/payroll/<id>` */
  path: string;
  /** who each subject pays, by subject id */
  payees: Map<string, string>;
};

// ——— Files ———

/** Who asks for a file, in the organisation the request acts in. */
export type FileAccessRequest = {
  db: DbOrTx;
  organizationId: string;
  userId: string;
  /** the user's permissions in the organisation */
  permissions: readonly Permission[];
};

/**
 * Another module's grant on files (remittances: a statutory admin uploads receipt files and reads those of
 * the types they manage). Asked only when the permission the file's purpose needs is missing.
 */
export type FileAccessRule = {
  /** Unique; named in logs. */
  name: string;
  /** May upload files of purpose `other` without the settings or employees permission. */
  uploadsOther?(req: FileAccessRequest): Promise<boolean>;
  /** May read this file although what it belongs to needs a permission they lack. */
  reads?(req: FileAccessRequest, fileId: string): Promise<boolean>;
};

// ——— Account ———

/**
 * What another module adds to the user's role in the session's organisation (GET account/me, sign-in): an
 * empty object adds nothing. Remittances adds the statutory types a statutory admin manages.
 */
export type UserRoleExtra = (
  db: DbOrTx,
  user: { organizationId: string; email: string },
) => Promise<Partial<UserRole>>;

// ——— Billing ———

/**
 * The organisation's subscription as the guards read it (billing's, which starts a trial for an organisation
 * that has none): whether it may use the app now, and its plan (`trial` or a plan id of lib/modules.ts).
 */
export type SubscriptionAccess = (
  db: DbOrTx,
  organizationId: string,
  now: Date,
) => Promise<{ hasAccess: boolean; plan: string }>;
