import 'server-only';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '@/server/db/client';
import {
  ewaAdvances,
  ewaRecoveries,
  leaveLedger,
  leaveRequests,
  payouts,
  payrollRunEmployees,
  payrollRuns,
  shiftRoster,
  shifts,
  shiftWages,
} from '@/server/db/schema';
import type { EmployeeExportFile, EmployeeExportSection } from '@/server/deps';
import { exportJson, toCsv } from '@/server/modules/employees/employee-export.service';
import { COUNTED_RUN_STATES, readPayslip } from '@/server/modules/payroll/payslip.data';
import { renderPayslip } from '@/server/modules/payroll/payslip.layout';

/**
 * The sections of an employee's data export held outside employees (NDPA 2023 ss. 34–38: everything the
 * organisation keeps about the person). A read-only view for one subject's access request, so it reads each
 * module's rows of that employee as stored, always within the organisation; ciphertext columns are left out
 * (the profile carries the decrypted fields once).
 */

/** At most this many payslips are drawn as PDFs (the newest); every payslip is listed in payslips.json. */
const PAYSLIP_PDFS = 24;

const withoutCiphertext = <T extends Record<string, unknown>>(row: T) =>
  Object.fromEntries(Object.entries(row).filter(([k]) => !k.endsWith('Enc'))) as Partial<T>;

async function payrollRows(db: DbOrTx, organizationId: string, employeeId: string) {
  return db
    .select({ row: payrollRunEmployees, run: payrollRuns })
    .from(payrollRunEmployees)
    .innerJoin(payrollRuns, eq(payrollRuns.id, payrollRunEmployees.runId))
    .where(
      and(
        eq(payrollRunEmployees.organizationId, organizationId),
        eq(payrollRunEmployees.employeeId, employeeId),
      ),
    )
    .orderBy(asc(payrollRuns.period), asc(payrollRuns.createdAt));
}

/** payroll-rows.csv, payslips.json and the newest payslips as PDFs (payroll's own renderer). */
const payrollSection: EmployeeExportSection = async (db, organizationId, employeeId) => {
  const rows = await payrollRows(db, organizationId, employeeId);
  const csv = toCsv(
    rows.map(({ row, run }) => ({
      payrollId: run.id,
      run: run.name,
      period: run.period,
      payDate: run.payDate,
      runType: run.runType,
      runStatus: run.status,
      staffId: row.staffId,
      department: row.department,
      currency: row.currency,
      gross: row.gross,
      taxableIncome: row.taxableIncome,
      paye: row.paye,
      deductions: row.deductions,
      employerContributions: row.employerContributions,
      net: row.net,
      bankName: row.bankName,
      accountNumberMasked: row.accountNumberMasked,
    })),
  );
  const counted = rows.filter(({ run }) => (COUNTED_RUN_STATES as readonly string[]).includes(run.status));
  const files: EmployeeExportFile[] = [{ name: 'payroll-rows.csv', content: csv }];
  const list = counted.map(({ row, run }) => ({
    payslipId: row.id,
    payrollId: run.id,
    period: run.period,
    payDate: run.payDate,
    currency: row.currency,
    gross: row.gross,
    net: row.net,
    pdf: null as string | null,
  }));
  for (const entry of list.slice(-PAYSLIP_PDFS)) {
    entry.pdf = `payslips/payslip-${entry.period}-${entry.payslipId.slice(0, 8)}.pdf`;
    files.push({
      name: entry.pdf,
      content: await renderPayslip(await readPayslip(db, organizationId, entry.payslipId)),
    });
  }
  files.push({ name: 'payslips.json', content: exportJson(list) });
  return files;
};

/** payouts.csv: the transfers of the employee's pay and wage-access advances (every attempt). */
const payoutsSection: EmployeeExportSection = async (db, organizationId, employeeId) => {
  const [lines, advances] = await Promise.all([
    payrollRows(db, organizationId, employeeId),
    db
      .select({ id: ewaAdvances.id })
      .from(ewaAdvances)
      .where(and(eq(ewaAdvances.organizationId, organizationId), eq(ewaAdvances.employeeId, employeeId))),
  ]);
  const subjects = [...lines.map((l) => l.row.id), ...advances.map((a) => a.id)];
  const rows = subjects.length
    ? await db
        .select()
        .from(payouts)
        .where(and(eq(payouts.organizationId, organizationId), inArray(payouts.subjectId, subjects)))
        .orderBy(asc(payouts.createdAt))
    : [];
  const csv = toCsv(
    rows.map((p) => ({
      id: p.id,
      source: p.source,
      reference: p.reference,
      attempt: p.attempt,
      currency: p.currency,
      amount: p.amount,
      fee: p.fee,
      status: p.status,
      failureReason: p.failureReason,
      bankCode: p.bankCode,
      accountNumberLast4: p.accountNumberLast4,
      accountName: p.accountName,
      provider: p.provider,
      bankReference: p.bankReference,
      sentAt: p.sentAt,
      completedAt: p.completedAt,
      createdAt: p.createdAt,
    })),
  );
  return [{ name: 'payouts.csv', content: csv }];
};

const leaveSection: EmployeeExportSection = async (db, organizationId, employeeId) => {
  const mine = <T extends typeof leaveRequests | typeof leaveLedger>(t: T) =>
    and(eq(t.organizationId, organizationId), eq(t.employeeId, employeeId));
  const [requests, ledger] = await Promise.all([
    db.select().from(leaveRequests).where(mine(leaveRequests)).orderBy(asc(leaveRequests.startDate)),
    db.select().from(leaveLedger).where(mine(leaveLedger)).orderBy(asc(leaveLedger.effectiveDate)),
  ]);
  return [{ name: 'leave.json', content: exportJson({ requests, ledger }) }];
};

const shiftsSection: EmployeeExportSection = async (db, organizationId, employeeId) => {
  const [worked, wages, roster] = await Promise.all([
    db
      .select()
      .from(shifts)
      .where(and(eq(shifts.organizationId, organizationId), eq(shifts.employeeId, employeeId)))
      .orderBy(asc(shifts.date)),
    db
      .select()
      .from(shiftWages)
      .where(and(eq(shiftWages.organizationId, organizationId), eq(shiftWages.employeeId, employeeId))),
    db
      .select()
      .from(shiftRoster)
      .where(and(eq(shiftRoster.organizationId, organizationId), eq(shiftRoster.employeeId, employeeId))),
  ]);
  return [{ name: 'shifts.json', content: exportJson({ shifts: worked, wages, roster }) }];
};

const ewaSection: EmployeeExportSection = async (db, organizationId, employeeId) => {
  const advances = await db
    .select()
    .from(ewaAdvances)
    .where(and(eq(ewaAdvances.organizationId, organizationId), eq(ewaAdvances.employeeId, employeeId)))
    .orderBy(asc(ewaAdvances.createdAt));
  const recoveries = advances.length
    ? await db
        .select()
        .from(ewaRecoveries)
        .where(
          and(
            eq(ewaRecoveries.organizationId, organizationId),
            inArray(
              ewaRecoveries.advanceId,
              advances.map((a) => a.id),
            ),
          ),
        )
        .orderBy(asc(ewaRecoveries.createdAt))
    : [];
  return [
    { name: 'ewa.json', content: exportJson({ advances: advances.map(withoutCiphertext), recoveries }) },
  ];
};

export const EMPLOYEE_EXPORT_SECTIONS: readonly EmployeeExportSection[] = [
  payrollSection,
  payoutsSection,
  leaveSection,
  shiftsSection,
  ewaSection,
];
