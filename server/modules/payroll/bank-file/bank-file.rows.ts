import 'server-only';
import { and, asc, eq, gt } from 'drizzle-orm';
import type { BankFileFormat, BankFileProblemReason } from '@/lib/contracts/payroll-bank-file';
import type { CountryCode } from '@/lib/countries';
import { decryptField } from '@/server/crypto/field-cipher';
import type { DbOrTx } from '@/server/db/client';
import { payrollRunEmployees } from '@/server/db/schema';
import { findPayoutHolds, listPayoutAccounts } from '@/server/modules/employees/employees-bank.queries';
import { BANKS_BY_COUNTRY, isValidNuban } from '@/server/modules/payments/payments.queries';
import { contactsOf } from '../payroll-employees.read';

/** One line of a bank file: a payable run row with the employee's bank account as it is now. */
export type BankLine = {
  payrollEmployeeId: string;
  employeeId: string;
  staffId: string;
  name: string;
  email: string;
  phone: string | null;
  currency: string;
  /** net pay, integer minor units */
  amount: number;
  bankCode: string;
  bankName: string;
  accountNumber: string;
  accountName: string;
  /** unique per line and the same at every download: PG + period + run + sequence (alphanumeric, 21 chars) */
  reference: string;
};

export type BankLineProblem = {
  payrollEmployeeId: string;
  employeeId: string;
  staffId: string;
  name: string;
  reason: BankFileProblemReason;
};

/** The layouts that carry naira only (NIBSS NIP and Interswitch AutoGate pay Nigerian accounts in NGN). */
const NAIRA_ONLY: ReadonlySet<BankFileFormat> = new Set(['nibss', 'interswitch']);

/**
 * A line's reference: the run and the line's place in the file (rows ordered by staff ID), so downloading the
 * file again gives the same references — a bank that has seen one refuses it as a duplicate, not pays twice.
 */
export const lineReference = (period: string, runId: string, seq: number) =>
  `PG${period.replace('-', '')}${runId.replace(/-/g, '').slice(0, 8).toUpperCase()}${String(seq).padStart(5, '0')}`;

/** Why this account cannot be paid by a bank file of `country`, or null when it can. */
export function accountProblem(
  country: CountryCode,
  bankCode: string,
  accountNumber: string,
): BankFileProblemReason | null {
  const banks = BANKS_BY_COUNTRY[country] ?? [];
  // Kenyan codes may carry the 3-digit branch after the 2-digit bank (a KEPSS sort code)
  const bank = country === 'KE' && /^\d{5}$/.test(bankCode) ? bankCode.slice(0, 2) : bankCode;
  if (!banks.some((b) => b.code === bank)) return 'unknownBank';
  if (country === 'NG') return isValidNuban(bankCode, accountNumber) ? null : 'badNuban';
  return /^\d{5,20}$/.test(accountNumber) ? null : 'badAccount';
}

/**
 * The run's payable rows (not flagged, net above zero — what a wallet payout would pay) as bank-file lines,
 * ordered by staff ID, and the rows that block the file: no account, an unknown bank, a bad NUBAN or account
 * number, a payout hold (name mismatch, unconfirmed bank change), or a currency the layout cannot carry.
 */
export async function readBankLines(
  db: DbOrTx,
  run: { id: string; organizationId: string; period: string },
  country: CountryCode,
  format: BankFileFormat,
) {
  // one query after another: `db` may be a transaction (a single connection)
  const rows = await db
    .select({
      id: payrollRunEmployees.id,
      employeeId: payrollRunEmployees.employeeId,
      staffId: payrollRunEmployees.staffId,
      name: payrollRunEmployees.name,
      currency: payrollRunEmployees.currency,
      net: payrollRunEmployees.net,
    })
    .from(payrollRunEmployees)
    .where(
      and(
        eq(payrollRunEmployees.organizationId, run.organizationId),
        eq(payrollRunEmployees.runId, run.id),
        eq(payrollRunEmployees.flagged, false),
        gt(payrollRunEmployees.net, 0),
      ),
    )
    .orderBy(asc(payrollRunEmployees.staffId), asc(payrollRunEmployees.id));
  const ids = [...new Set(rows.map((r) => r.employeeId))];
  const accounts = await listPayoutAccounts(db, run.organizationId, ids);
  const contacts = await contactsOf(db, run.organizationId, ids);
  const holds = await findPayoutHolds(db, run.organizationId, ids);
  const bankNames = new Map((BANKS_BY_COUNTRY[country] ?? []).map((b) => [b.code, b.name]));

  const lines: BankLine[] = [];
  const problems: BankLineProblem[] = [];
  rows.forEach((r, i) => {
    const who = { payrollEmployeeId: r.id, employeeId: r.employeeId, staffId: r.staffId, name: r.name };
    const a = accounts.get(r.employeeId);
    const accountNumber = a?.accountNumberEnc ? decryptField(a.accountNumberEnc) : '';
    const bankCode = a?.bankCode ?? '';
    const reason: BankFileProblemReason | null =
      !bankCode || !accountNumber
        ? 'noAccount'
        : (accountProblem(country, bankCode, accountNumber) ??
          (holds.has(r.employeeId)
            ? 'onHold'
            : NAIRA_ONLY.has(format) && r.currency !== 'NGN'
              ? 'currency'
              : null));
    if (reason) {
      problems.push({ ...who, reason });
      return;
    }
    lines.push({
      ...who,
      email: contacts.get(r.employeeId)?.email ?? '',
      phone: contacts.get(r.employeeId)?.phone ?? null,
      currency: r.currency,
      amount: r.net,
      bankCode,
      bankName: bankNames.get(country === 'KE' ? bankCode.slice(0, 2) : bankCode) ?? '',
      accountNumber,
      accountName: a?.accountName ?? r.name,
      reference: lineReference(run.period, run.id, i + 1),
    });
  });
  return { lines, problems };
}
