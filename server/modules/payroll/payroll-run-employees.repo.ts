import 'server-only';
import { and, asc, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/server/db/client';
import { payrollRunEmployees } from '@/server/db/schema';
import { containsPattern } from '@/server/db/sql-rules';

// SQL on a run's computed employee rows: written in one go per compute, paged on read.

export type RunEmployeeRow = typeof payrollRunEmployees.$inferSelect;

export function deleteRunEmployees(db: DbOrTx, runId: string) {
  return db.delete(payrollRunEmployees).where(eq(payrollRunEmployees.runId, runId));
}

/** One computed employee for the set-based insert (the run and organisation are given once per statement). */
export type RunEmployeeInsert = {
  employeeId: string;
  name: string;
  staffId: string;
  department: string | null;
  currency: string;
  bankName: string | null;
  accountNumberMasked: string | null;
  bankVerified: boolean;
  regime: string | null;
  gross: number;
  taxableIncome: number;
  paye: number;
  deductions: number;
  employerContributions: number;
  net: number;
  flagged: boolean;
  warnings: string[];
  lines: [number, number][];
  inputs: unknown;
};

const toTuple = (r: RunEmployeeInsert) => [
  r.employeeId,
  r.name,
  r.staffId,
  r.department,
  r.currency,
  r.bankName,
  r.accountNumberMasked,
  r.bankVerified,
  r.regime,
  r.gross,
  r.taxableIncome,
  r.paye,
  r.deductions,
  r.employerContributions,
  r.net,
  r.flagged,
  r.warnings,
  r.lines,
  r.inputs,
];

/**
 * Set-based: one statement per chunk of rows, the chunk as ONE jsonb parameter of positional tuples (no
 * repeated keys; jsonb so each field is found without re-reading the text), never one statement per employee.
 */
export async function insertRunEmployees(
  db: DbOrTx,
  organizationId: string,
  runId: string,
  rows: RunEmployeeInsert[],
  chunkSize = 10_000,
) {
  for (let i = 0; i < rows.length; i += chunkSize) {
    const chunk = JSON.stringify(rows.slice(i, i + chunkSize).map(toTuple));
    await db.execute(sql`
      insert into payroll_run_employees (organization_id, run_id, employee_id, name, staff_id, department, currency, bank_name,
        account_number_masked, bank_verified, regime, gross, taxable_income, paye, deductions, employer_contributions, net, flagged,
        warnings, lines, inputs)
      select ${organizationId}::uuid, ${runId}::uuid, (r->>0)::uuid, r->>1, r->>2, r->>3, r->>4, r->>5, r->>6, (r->>7)::boolean, r->>8,
        (r->>9)::bigint, (r->>10)::bigint, (r->>11)::bigint, (r->>12)::bigint, (r->>13)::bigint, (r->>14)::bigint, (r->>15)::boolean,
        r->16, r->17, r->18
      from jsonb_array_elements(${chunk}::jsonb) as r`);
  }
}

function rowsWhere(organizationId: string, runId: string, search?: string): SQL | undefined {
  const term = search?.trim();
  return and(
    eq(payrollRunEmployees.organizationId, organizationId),
    eq(payrollRunEmployees.runId, runId),
    term
      ? or(
          ilike(payrollRunEmployees.name, containsPattern(term)),
          ilike(payrollRunEmployees.staffId, containsPattern(term)),
        )
      : undefined,
  );
}

export function pageRunEmployees(
  db: DbOrTx,
  organizationId: string,
  runId: string,
  f: { search?: string; limit: number; offset: number },
) {
  return db
    .select()
    .from(payrollRunEmployees)
    .where(rowsWhere(organizationId, runId, f.search))
    .orderBy(asc(payrollRunEmployees.name), asc(payrollRunEmployees.id))
    .limit(f.limit)
    .offset(f.offset);
}

export async function countRunEmployees(db: DbOrTx, organizationId: string, runId: string, search?: string) {
  const [row] = await db
    .select({ n: count() })
    .from(payrollRunEmployees)
    .where(rowsWhere(organizationId, runId, search));
  return row?.n ?? 0;
}

/** Figures only (no lines), for variance and checks. */
export function runEmployeeFigures(db: DbOrTx, runId: string) {
  return db
    .select({
      employeeId: payrollRunEmployees.employeeId,
      name: payrollRunEmployees.name,
      currency: payrollRunEmployees.currency,
      gross: payrollRunEmployees.gross,
      net: payrollRunEmployees.net,
      flagged: payrollRunEmployees.flagged,
    })
    .from(payrollRunEmployees)
    .where(eq(payrollRunEmployees.runId, runId));
}
