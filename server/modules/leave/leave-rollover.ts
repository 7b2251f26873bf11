import 'server-only';
import type { DbOrTx } from '@/server/db/client';
import { currentEmployeesForLeave } from '@/server/modules/employees/employees.queries';
import { eligibleFrom, ineligibility } from './leave-balances.service';
import { systemEntries } from './leave-ledger-rules';
import * as ledger from './leave-ledger.repo';
import * as repo from './leave.repo';

const isRollOver = (kind: string) => ledger.ROLL_OVER_KINDS.includes(kind);
const keyOf = (e: { kind: string; period: string | null; days: number }) => `${e.kind}:${e.period}:${e.days}`;

/**
 * The yearly roll-over for one organisation as of `today`: for every current employee and leave type, the
 * year ends (lapse and carry-over) and carry-over expiries due by today are stored in the ledger. They are
 * computed from the stored events alone (leave-ledger-rules.ts), so a run also repairs stored entries that an
 * edit since (a start date, a department, the type's rules) has made wrong. One transaction; returns how many
 * entries it stored. Running it again stores nothing.
 */
export async function rollOverOrganization(db: DbOrTx, organizationId: string, today: string) {
  return db.transaction(async (tx) => {
    // one after another: a transaction's connection runs one query at a time
    const types = await repo.listTypes(tx, organizationId);
    const people = await currentEmployeesForLeave(tx, organizationId);
    const rows = await ledger.listOrganizationEntries(tx, organizationId);
    const byOwner = new Map<string, ledger.LedgerRow[]>();
    for (const r of rows) {
      const k = `${r.employeeId}:${r.leaveTypeId}`;
      byOwner.set(k, [...(byOwner.get(k) ?? []), r]);
    }
    const stale: string[] = [];
    const fresh: Parameters<typeof ledger.insertEntries>[1] = [];
    for (const e of people) {
      for (const type of types) {
        const own = byOwner.get(`${e.id}:${type.id}`) ?? [];
        if (own.length === 0 && (type.archivedAt || ineligibility(type, e))) continue;
        const events = own.filter((x) => !isRollOver(x.kind));
        const due = systemEntries(type, eligibleFrom(type, e), events, today).filter((x) =>
          isRollOver(x.kind),
        );
        const stored = own.filter((x) => isRollOver(x.kind));
        const want = new Set(due.map(keyOf));
        if (stored.length === due.length && stored.every((x) => want.has(keyOf(x)))) continue;
        stale.push(...stored.map((x) => x.id));
        fresh.push(...due.map((x) => ({ ...x, organizationId, employeeId: e.id, leaveTypeId: type.id })));
      }
    }
    await ledger.deleteEntries(tx, stale);
    for (let i = 0; i < fresh.length; i += 1000) await ledger.insertEntries(tx, fresh.slice(i, i + 1000));
    return fresh.length;
  });
}

/** Every organisation with leave types (the daily job): one transaction each, so one cannot hold up the rest. */
export async function rollOverLeave(db: DbOrTx, today: string) {
  let stored = 0;
  for (const id of await repo.listOrganizationsWithTypes(db))
    stored += await rollOverOrganization(db, id, today);
  return stored;
}
