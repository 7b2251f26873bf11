import 'server-only';
import { createHash } from 'node:crypto';
import { fromMinorUnits } from '@/lib/money';
import type { BankLine } from './bank-file.rows';

/**
 * The text layouts of a bank bulk file (issue 36); the readable xlsx is bank-file.xlsx.ts. Each builder is pure:
 * lines in, file text out, so golden files pin every byte (tests/server/payroll/golden/). Amounts come from
 * integer minor units by string arithmetic (lib/money.ts fromMinorUnits), never through a float. Lines end in
 * CRLF, as bank upload screens built on Windows expect. Where a layout was not found published, docs/bank-files.md
 * says so.
 */
export type BatchInfo = {
  /** unique per run: PG + period + run */
  batchReference: string;
  /** "<organisation> <run name>", the narration the employee's statement shows */
  narration: string;
  /** Interswitch only: the employer's AutoGate terminal and debited account (blank when not given) */
  terminalId: string;
  sourceAccount: string;
};

const EOL = '\r\n';

/**
 * A CSV field these bank uploaders read: they split on commas and do not honour quotes, so commas, quotes and
 * line breaks are replaced by spaces, runs of spaces collapsed and the text cut to `max` characters.
 */
export function csvText(value: string, max: number) {
  return value
    .replace(/[,"\r\n\t;]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max)
    .trim();
}

const csv = (rows: string[][]) => rows.map((r) => r.join(',')).join(EOL) + EOL;

/**
 * NIBSS NIP bulk credit schedule, one header row then one line per beneficiary:
 * Beneficiary Name, Account Number, Bank Code, Amount, Narration, Payment Reference.
 * Source: NIBSS publishes no open bulk-upload template (searched 2026-11-29: nibss-plc.com.ng, bank upload
 * guides); the columns are the fields the NIP specification names for a credit — "Technical Specification
 * Document for NIBSS Instant Payments (NIP)", NIBSS, version 9.1, 2 March (BeneficiaryAccountName,
 * BeneficiaryAccountNumber, DestinationInstitutionCode, Amount, Narration pegged to 100 characters,
 * PaymentReference) — in the order the issue lists them. Amount in naira with two decimals, no separators;
 * bank code the 3-digit CBN code (6-digit NIP code for microfinance and digital banks); names cut to 100.
 */
export function nibssFile(lines: BankLine[], batch: BatchInfo) {
  return csv([
    ['Beneficiary Name', 'Account Number', 'Bank Code', 'Amount', 'Narration', 'Payment Reference'],
    ...lines.map((l) => [
      csvText(l.accountName || l.name, 100),
      l.accountNumber,
      l.bankCode,
      fromMinorUnits(l.amount, l.currency),
      csvText(batch.narration, 100),
      l.reference,
    ]),
  ]);
}

/**
 * Interswitch AutoGate (AutoPAY over SFTP) /IN file. Source: Interswitch developer documentation, "Autogate –
 * File Transfer › SFTP File Format" and "› /IN File Format" (sandbox.interswitchng.com/docbase/docs/
 * autogate-file-transfer/sftp-file-format/, also developer.interswitchgroup.com/docs/bulk-payments-and-
 * schedules/; undated web pages, read 2026-11-29). No header row:
 *   row 1  Batch_Reference, Batch_Description, Is_Single_Debit, Terminal_Id
 *   row 2  Secure_Data, Source_Account_Number, Source_Account_Type, Bank_Cbn_Code, Encrypted_Pin, Mac_Data
 *   row 3+ PaymentRef, Amount, Narration, BeneficiaryCode, Beneficiary_Email, Beneficiary_Bank_Cbn_Code,
 *          Beneficiary_Account, Beneficiary_Account_Type, IS_PrepaidLoad, Currency_Code, Beneficiary_Name,
 *          Mobile_Number
 * Amount "in lower denomination" (kobo: the minor units as they are). Secure_Data and Encrypted_Pin left empty
 * ("optional if the corporate has an account configured in AutoPay"); Is_Single_Debit True (line-by-line debit:
 * bulk debit needs a float card); Mac_Data = SHA-512 of Terminal_Id + beneficiary codes + total amount +
 * beneficiary accounts, hex (the page's description; its appendix sample code was not reachable, so the exact
 * concatenation is unconfirmed). Account types 10 (savings, the usual salary account) and 20 (current, the
 * employer's) — the appendix listing the codes was not reachable either. Currency_Code NGN. The page mentions a last row after the payments whose
 * content it does not describe: none is written.
 */
export function interswitchFile(lines: BankLine[], batch: BatchInfo) {
  const total = lines.reduce((sum, l) => sum + l.amount, 0);
  const mac = createHash('sha512')
    .update(
      batch.terminalId +
        lines.map((l) => l.staffId).join('') +
        String(total) +
        lines.map((l) => l.accountNumber).join(''),
    )
    .digest('hex');
  return csv([
    [batch.batchReference, csvText(batch.narration, 100), 'True', batch.terminalId],
    // the employer's own bank code is not on record: their bank's upload fills it from the debited account
    ['', batch.sourceAccount, '20', '', '', mac],
    ...lines.map((l) => [
      l.reference,
      String(l.amount),
      csvText(batch.narration, 100),
      csvText(l.staffId, 40),
      csvText(l.email, 100),
      l.bankCode,
      l.accountNumber,
      '10',
      'False',
      'NGN',
      csvText(l.accountName || l.name, 100),
      csvText(l.phone ?? '', 20),
    ]),
  ]);
}

/**
 * Kenyan bank EFT (KEPSS/ACH credit) bulk schedule, one header row then one line per beneficiary:
 * Beneficiary Name, Beneficiary Account, Bank Code, Branch Code, Amount, Currency, Reference, Narration.
 * Source: NOT FOUND — Kenyan banks each publish their own corporate-portal template and none was found public
 * (searched 2026-11-29); these are the fields the issue names, in its order, with the beneficiary's name first
 * as every EFT credit carries it. Bank code 2 digits (Central Bank of Kenya); branch code 3 digits from a 5-digit
 * sort code on the employee's record, else 000 (head office / clearing centre — the bank may ask for the branch).
 * Amount with two decimals, no separators; narration cut to 35 (the EFT free-text field most banks allow).
 */
export function keEftFile(lines: BankLine[], batch: BatchInfo) {
  return csv([
    [
      'Beneficiary Name',
      'Beneficiary Account',
      'Bank Code',
      'Branch Code',
      'Amount',
      'Currency',
      'Reference',
      'Narration',
    ],
    ...lines.map((l) => [
      csvText(l.accountName || l.name, 70),
      l.accountNumber,
      l.bankCode.slice(0, 2),
      l.bankCode.length === 5 ? l.bankCode.slice(2) : '000',
      fromMinorUnits(l.amount, l.currency),
      l.currency,
      l.reference,
      csvText(batch.narration, 35),
    ]),
  ]);
}
