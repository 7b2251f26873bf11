import 'server-only';
import type {
  BankFileCheck,
  BankFileFormat,
  bankFileQuerySchema,
  markPaidSchema,
} from '@/lib/contracts/payroll-bank-file';
import type { CountryCode } from '@/lib/countries';
import type { z } from 'zod';
import type { DbOrTx } from '@/server/db/client';
import type { Plugins } from '@/server/deps';
import { AppError, conflict, fieldError, notFound } from '@/server/errors';
import type { Translate } from '@/server/i18n';
import { findOrganization } from '@/server/modules/organization/organization.queries';
import { runApprovalHooks } from '../payroll-approval';
import { readPayrollSettings } from '../payroll-config';
import { payableRows } from '../payroll.disbursement';
import { queuePayslipMails } from '../payroll.jobs';
import * as repo from '../payroll.repo';
import { interswitchFile, keEftFile, nibssFile, type BatchInfo } from './bank-file.layouts';
import { readBankLines } from './bank-file.rows';
import { bankFileXlsx } from './bank-file.xlsx';

/**
 * Paying a run through the employer's own bank (issue 36). With `payroll.disbursement` = `bank-file` the final
 * approval leaves the wallet alone and the run waits in `awaiting_bank_payment` (payroll-release.ts's hook).
 * Then: the bulk file in the bank's layout (only once every line's bank details pass the checks), and marking
 * the run paid, which does what a wallet payout's last outcome does — the run `paid`, each payslip mailed —
 * and runs the approval hooks that wait for the money (`bankFileStage: 'paid'`: remittance liabilities).
 */
export const AWAITING = 'awaiting_bank_payment';

/** The countries whose banks read each layout (`xlsx` is for everyone). */
const FORMAT_COUNTRIES: Record<BankFileFormat, readonly CountryCode[] | null> = {
  nibss: ['NG'],
  interswitch: ['NG'],
  'ke-eft': ['KE'],
  xlsx: null,
};

type Query = z.output<typeof bankFileQuerySchema>;

/** The run awaiting its bank payment, with the organisation's country: 404 unknown (or another org's), 409 else. */
async function awaitingRun(db: DbOrTx, organizationId: string, runId: string, format: BankFileFormat) {
  const run = await repo.findRun(db, organizationId, runId);
  if (!run) throw notFound('payroll.errors.notFound');
  if (run.status !== AWAITING)
    throw conflict('payroll-bank-file.errors.notAwaitingBankPayment', { status: run.status });
  const organization = await findOrganization(db, organizationId);
  const country = (organization?.country ?? 'NG') as CountryCode;
  const countries = FORMAT_COUNTRIES[format];
  if (countries && !countries.includes(country))
    throw fieldError('format', 'payroll-bank-file.errors.formatNotForCountry', { format });
  return { run, country, organizationName: organization?.name ?? 'Paygrid' };
}

/** GET payroll/{id}/bank-file/check: the lines the file would hold and the employees that block it. */
export async function checkBankFile(
  db: DbOrTx,
  organizationId: string,
  runId: string,
  format: BankFileFormat,
  t: Translate,
): Promise<BankFileCheck> {
  const { run, country } = await awaitingRun(db, organizationId, runId, format);
  const { lines, problems } = await readBankLines(db, run, country, format);
  const totals: Record<string, number> = {};
  for (const l of lines) totals[l.currency] = (totals[l.currency] ?? 0) + l.amount;
  return {
    format,
    ready: problems.length === 0 && lines.length > 0,
    lines: lines.length,
    totals,
    problems: problems.map((p) => ({ ...p, message: t(`payroll-bank-file.problems.${p.reason}`) })),
  };
}

/**
 * GET payroll/{id}/bank-file?format=…: the file's bytes, name and type. 422 BANK_ACCOUNTS_INVALID with the
 * employees to fix (`errors` keyed by staff ID: "name: reason") while any line fails the checks.
 */
export async function buildBankFile(db: DbOrTx, organizationId: string, runId: string, query: Query) {
  const { format } = query;
  const { run, country, organizationName } = await awaitingRun(db, organizationId, runId, format);
  const { lines, problems } = await readBankLines(db, run, country, format);
  if (problems.length > 0) {
    const errors: Record<string, { key: string; params: Record<string, string> }[]> = {};
    for (const p of problems)
      (errors[p.staffId] ??= []).push({
        key: 'payroll-bank-file.errors.line',
        params: { name: p.name, reason: p.reason },
      });
    throw new AppError(
      'BANK_ACCOUNTS_INVALID',
      'payroll-bank-file.errors.accountsInvalid',
      { count: problems.length },
      errors,
    );
  }
  if (lines.length === 0) throw conflict('payroll-bank-file.errors.nothingToPay');
  const batch: BatchInfo = {
    batchReference: lines[0]!.reference.slice(0, -5),
    narration: `${organizationName} ${run.name}`,
    terminalId: query.terminalId ?? '',
    sourceAccount: query.sourceAccount ?? '',
  };
  const base = `bank-${format}-${run.period}-${run.id.slice(0, 8)}`;
  if (format === 'xlsx') {
    const { documentLanguage } = await readPayrollSettings(db, organizationId);
    return { bytes: await bankFileXlsx(lines, batch, documentLanguage), fileName: `${base}.xlsx`, format };
  }
  const text =
    format === 'nibss'
      ? nibssFile(lines, batch)
      : format === 'interswitch'
        ? interswitchFile(lines, batch)
        : keEftFile(lines, batch);
  return { bytes: Buffer.from(text, 'utf8'), fileName: `${base}.csv`, format };
}

export type MarkPaidInput = z.output<typeof markPaidSchema> & {
  organizationId: string;
  runId: string;
  userId: string;
  now: Date;
  plugins: Pick<Plugins, 'payrollApprovalHooks'>;
};

/**
 * POST payroll/{id}/mark-paid: the employer's bank has paid the run. In one transaction, the run row locked
 * (so two clicks cannot both pass): 404 unknown, 409 already marked paid or not awaiting the bank, 422 a paid-on
 * day in the future. The run becomes `paid` with the bank's reference, every paid row's payslip mail is queued
 * (as a paid payout queues it) and the hooks held back at the approval run now. Answers before/after for audit.
 */
export async function markRunPaid(db: DbOrTx, input: MarkPaidInput) {
  return db.transaction(async (tx) => {
    const run = await repo.findRun(tx, input.organizationId, input.runId, true);
    if (!run) throw notFound('payroll.errors.notFound');
    if (run.status === 'paid' && run.bankReference)
      throw conflict('payroll-bank-file.errors.alreadyMarkedPaid', { reference: run.bankReference });
    if (run.status !== AWAITING)
      throw conflict('payroll-bank-file.errors.notAwaitingBankPayment', { status: run.status });
    if (input.paidOn > input.now.toISOString().slice(0, 10))
      throw fieldError('paidOn', 'payroll-bank-file.validation.paidOnFuture');
    const before = { status: run.status, bankReference: null, paidOn: null };
    const updated = await repo.updateRun(tx, run.id, {
      status: 'paid',
      bankReference: input.bankReference,
      paidOn: input.paidOn,
      markedPaidBy: input.userId,
      markedPaidAt: input.now,
      updatedAt: input.now,
    });
    const rows = await payableRows(tx, run.id);
    await queuePayslipMails(
      tx,
      input.organizationId,
      rows.map((r) => r.id),
    );
    await runApprovalHooks(
      {
        db: tx,
        organizationId: input.organizationId,
        runId: run.id,
        userId: input.userId,
        now: input.now,
        disbursement: 'bank-file',
      },
      input.plugins.payrollApprovalHooks,
      'paid',
    );
    return {
      before,
      data: { status: updated.status, bankReference: updated.bankReference, paidOn: updated.paidOn },
    };
  });
}
