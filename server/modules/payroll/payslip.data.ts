import 'server-only';
import { and, eq, inArray, lte, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/server/db/client';
import { payrollRunEmployees, payrollRuns } from '@/server/db/schema';
import { notFound } from '@/server/errors';
import { findOrganization } from '@/server/modules/organization/organization.queries';
import { readPayrollSettings } from './payroll-config';
import { lineLabelIn } from './payroll-line-label';

/** Run states whose figures count as paid pay (year-to-date, analytics). h13a adds the disbursement states. */
export const COUNTED_RUN_STATES = ['approved', 'paid', 'partially_paid', 'awaiting_bank_payment'] as const;

export type PayslipLineItem = { code: string; label: string; amount: number };
export type PayslipTotals = {
  gross: number;
  paye: number;
  deductions: number;
  employerContributions: number;
  net: number;
};

/** Everything one payslip shows, already chosen and summed: the layout only draws it (and tests read it). */
export type PayslipDoc = {
  locale: 'en-GB' | 'zh-CN';
  organization: { name: string; address: string | null };
  employee: { name: string; staffId: string; department: string | null };
  run: { id: string; name: string; period: string; payDate: string; status: string; runType: string };
  currency: string;
  earnings: PayslipLineItem[];
  deductions: PayslipLineItem[];
  employer: PayslipLineItem[];
  totals: PayslipTotals;
  /** the employee's counted runs of the same calendar year up to this period, in this currency, this run included */
  ytd: PayslipTotals;
  bank: { name: string | null; accountLast4: string | null };
};

type Dictionary = [string, string, string, string][];

/**
 * Sorts the engine's lines into the payslip's sections. Source earnings (`earning.*`) are already inside the
 * engine's `earnings.other`, so they are listed on their own and `earnings.other` keeps only the rest; the
 * workings (annualised income, reliefs, bands…) stay on the run screen, not on the payslip.
 */
export function sectionLines(dictionary: Dictionary, lines: [number, number][]) {
  const all = lines.map(([i, amount]) => ({
    code: dictionary[i]?.[0] ?? '',
    label: dictionary[i]?.[1] ?? '',
    amount,
  }));
  const sources = all.filter((l) => l.code.startsWith('earning.'));
  const earnings: PayslipLineItem[] = [];
  for (const l of all) {
    if (!l.code.startsWith('earnings.')) continue;
    if (l.code !== 'earnings.other') earnings.push(l);
    else {
      earnings.push(...sources);
      const rest = l.amount - sources.reduce((s, x) => s + x.amount, 0);
      if (rest !== 0) earnings.push({ ...l, amount: rest });
    }
  }
  // a row with sources but no `earnings.other` line (cannot happen with the engine, kept for safety)
  if (!all.some((l) => l.code === 'earnings.other')) earnings.push(...sources);
  return {
    earnings,
    deductions: all.filter((l) => l.code === 'paye' || l.code.startsWith('deduction.')),
    employer: all.filter((l) => l.code.startsWith('employer.')),
  };
}

/** The run's line dictionary with each line named in the document's language. */
const localDictionary = (dictionary: Dictionary, locale: PayslipDoc['locale']): Dictionary => {
  const name = lineLabelIn(locale);
  return dictionary.map(([code, label, basis, rule]) => [code, name(code, label), basis, rule]);
};

/** The last four digits of a stored mask (`******1234`), never more. */
export const last4 = (masked: string | null) => (masked ? (/(\d{4})\D*$/.exec(masked)?.[1] ?? null) : null);

async function readRow(db: DbOrTx, organizationId: string, payrollEmployeeId: string) {
  const [row] = await db
    .select({ row: payrollRunEmployees, run: payrollRuns })
    .from(payrollRunEmployees)
    .innerJoin(payrollRuns, eq(payrollRuns.id, payrollRunEmployees.runId))
    .where(
      and(
        eq(payrollRunEmployees.organizationId, organizationId),
        eq(payrollRunEmployees.id, payrollEmployeeId),
      ),
    );
  return row ?? null;
}

/** Sums of the employee's OTHER counted runs in the same year up to this period, in the same currency. */
async function earlierTotals(
  db: DbOrTx,
  organizationId: string,
  r: NonNullable<Awaited<ReturnType<typeof readRow>>>,
): Promise<PayslipTotals> {
  const [t] = await db
    .select({
      gross: sql<string>`coalesce(sum(${payrollRunEmployees.gross}), 0)`,
      paye: sql<string>`coalesce(sum(${payrollRunEmployees.paye}), 0)`,
      deductions: sql<string>`coalesce(sum(${payrollRunEmployees.deductions}), 0)`,
      employerContributions: sql<string>`coalesce(sum(${payrollRunEmployees.employerContributions}), 0)`,
      net: sql<string>`coalesce(sum(${payrollRunEmployees.net}), 0)`,
    })
    .from(payrollRunEmployees)
    .innerJoin(payrollRuns, eq(payrollRuns.id, payrollRunEmployees.runId))
    .where(
      and(
        eq(payrollRunEmployees.organizationId, organizationId),
        eq(payrollRunEmployees.employeeId, r.row.employeeId),
        eq(payrollRunEmployees.currency, r.row.currency),
        eq(payrollRunEmployees.flagged, false),
        ne(payrollRuns.id, r.run.id),
        inArray(payrollRuns.status, [...COUNTED_RUN_STATES]),
        sql`${payrollRuns.period} >= ${`${r.run.period.slice(0, 4)}-01`}`,
        lte(payrollRuns.period, r.run.period),
      ),
    );
  return {
    gross: Number(t?.gross ?? 0),
    paye: Number(t?.paye ?? 0),
    deductions: Number(t?.deductions ?? 0),
    employerContributions: Number(t?.employerContributions ?? 0),
    net: Number(t?.net ?? 0),
  };
}

/** The payslip of one run employee; another organisation's id (or none) → 404. */
export async function readPayslip(
  db: DbOrTx,
  organizationId: string,
  payrollEmployeeId: string,
): Promise<PayslipDoc> {
  const r = await readRow(db, organizationId, payrollEmployeeId);
  if (!r) throw notFound('payroll-documents.errors.payslipNotFound');
  const [org, settings, earlier] = await Promise.all([
    findOrganization(db, organizationId),
    readPayrollSettings(db, organizationId),
    earlierTotals(db, organizationId, r),
  ]);
  const { row, run } = r;
  const totals: PayslipTotals = {
    gross: row.gross,
    paye: row.paye,
    deductions: row.deductions,
    employerContributions: row.employerContributions,
    net: row.net,
  };
  const sum = (k: keyof PayslipTotals) => earlier[k] + (row.flagged ? 0 : totals[k]);
  return {
    locale: settings.documentLanguage,
    organization: { name: org?.name ?? '', address: org?.address ?? null },
    employee: { name: row.name, staffId: row.staffId, department: row.department },
    run: {
      id: run.id,
      name: run.name,
      period: run.period,
      payDate: run.payDate,
      status: run.status,
      runType: run.runType,
    },
    currency: row.currency,
    ...sectionLines(localDictionary(run.lineDictionary, settings.documentLanguage), row.lines),
    totals,
    ytd: {
      gross: sum('gross'),
      paye: sum('paye'),
      deductions: sum('deductions'),
      employerContributions: sum('employerContributions'),
      net: sum('net'),
    },
    bank: { name: row.bankName, accountLast4: last4(row.accountNumberMasked) },
  };
}
