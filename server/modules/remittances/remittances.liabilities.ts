import 'server-only';
import type { StatutoryType } from '@/lib/contracts/remittances';
import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '@/server/db/client';
import { statutoryDetails } from '@/server/modules/employees/employees.queries';
import { findOrganization } from '@/server/modules/organization/organization.queries';
import { runLines } from '@/server/modules/payroll/payroll.queries';
import { dueDateOf, lineCodesOf, payeeOf, typesOf } from './remittances.rules';
import * as repo from './remittances.repo';

type Item = {
  employeeId: string;
  name: string;
  staffId: string;
  gross: number;
  employeeAmount: number;
  employerAmount: number;
};

/**
 * What a run owes, per type and payee, summed from its employees' engine lines. Amounts of employees paid in
 * another currency (USD) are converted at the run's rate (both currencies have 2 decimals), rounded per line.
 */
export async function computeRunLiabilities(db: DbOrTx, organizationId: string, runId: string) {
  // one after another: `db` is the approval's transaction (a single connection)
  const org = await findOrganization(db, organizationId);
  const run = await runLines(db, organizationId, runId);
  if (!org || !run) return null;
  const country = org.country;
  const details = await statutoryDetails(
    db,
    organizationId,
    run.employees.map((e) => e.employeeId),
  );
  const groups = new Map<string, { type: StatutoryType; payee: string; items: Item[] }>();
  for (const e of run.employees) {
    const rate = e.currency === org.currency ? 1 : (run.run.fxRates[e.currency] ?? 1);
    const local = (n: number) => Math.round(n * rate);
    const byCode = new Map<string, number>();
    for (const l of e.lines) byCode.set(l.code, (byCode.get(l.code) ?? 0) + l.amount);
    for (const type of typesOf(country)) {
      const codes = lineCodesOf(country, type);
      const employeeAmount = codes.employee ? local(byCode.get(codes.employee) ?? 0) : 0;
      const employerAmount = codes.employer ? local(byCode.get(codes.employer) ?? 0) : 0;
      if (employeeAmount + employerAmount <= 0) continue;
      const payee = payeeOf(country, type, details.get(e.employeeId));
      const key = `${type}\u0000${payee}`;
      const g = groups.get(key) ?? { type, payee, items: [] };
      g.items.push({
        employeeId: e.employeeId,
        name: e.name,
        staffId: e.staffId,
        gross: local(e.gross),
        employeeAmount,
        employerAmount,
      });
      groups.set(key, g);
    }
  }
  return {
    country,
    currency: org.currency,
    run: run.run,
    liabilities: [...groups.values()].map((g) => {
      const employeeAmount = g.items.reduce((s, i) => s + i.employeeAmount, 0);
      const employerAmount = g.items.reduce((s, i) => s + i.employerAmount, 0);
      return {
        ...g,
        employeeAmount,
        employerAmount,
        amount: employeeAmount + employerAmount,
        dueDate: dueDateOf(country, g.type, run.run.payDate),
      };
    }),
  };
}

/** Records a run's liabilities once (a second call for the same run does nothing). */
export async function recordRunLiabilities(db: DbOrTx, organizationId: string, runId: string) {
  if (await repo.hasLiabilities(db, organizationId, runId)) return;
  const computed = await computeRunLiabilities(db, organizationId, runId);
  if (!computed) return;
  await repo.insertLiabilities(
    db,
    computed.liabilities.map((l) => ({
      organizationId,
      runId,
      type: l.type,
      payee: l.payee,
      runName: computed.run.name,
      period: computed.run.period,
      payDate: computed.run.payDate,
      dueDate: l.dueDate,
      currency: computed.currency,
      employeeAmount: l.employeeAmount,
      employerAmount: l.employerAmount,
      amount: l.amount,
      employeeCount: l.items.length,
      items: l.items,
    })),
  );
}

/**
 * Runs approved before liabilities were recorded (databases older than the remittances module) get theirs,
 * one run per transaction; idempotent (recordRunLiabilities skips a run that has them). A run that owes
 * nothing is looked at again at the next start, which costs one computation.
 */
export async function backfillRunLiabilities(db: Db) {
  const result = (await db.execute(sql`
    select r.id, r.organization_id from payroll_runs r
    where r.status in ('approved', 'disbursing', 'paid', 'partially_paid')
      and not exists (select 1 from statutory_liabilities l where l.run_id = r.id)
    order by r.created_at`)) as unknown as { rows: { id: string; organization_id: string }[] };
  for (const run of result.rows)
    await db.transaction((tx) => recordRunLiabilities(tx, run.organization_id, run.id));
  return result.rows.length;
}
