import 'server-only';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { decryptOptional } from '@/server/crypto/field-cipher';
import type { DbOrTx } from '@/server/db/client';
import { employees } from '@/server/db/schema';

/**
 * An employee's monthly gross in SQL (basic + housing + transport + other, minor units): the twin of
 * `monthlyGross` in lib/payroll/gross.ts, for modules that total pay in the database.
 */
export const monthlyGrossSql = sql<number>`(${employees.basic} + ${employees.housing} + ${employees.transport} + ${employees.other})`;

/**
 * Employees' statutory details for remittances: where their pension and PAYE go (PFA, state of residence)
 * and, with `identifiers`, their RSA PIN and tax ID decrypted for the authorities' schedules.
 */
export async function statutoryDetails(
  db: DbOrTx,
  organizationId: string,
  ids: readonly string[],
  identifiers = false,
) {
  if (ids.length === 0) return new Map<string, StatutoryDetails>();
  const out = new Map<string, StatutoryDetails>();
  for (let i = 0; i < ids.length; i += 5000) {
    const chunk = ids.slice(i, i + 5000);
    const rows = await db
      .select({
        id: employees.id,
        pfa: employees.pfa,
        stateOfResidence: employees.stateOfResidence,
        nhfNumber: employees.nhfNumber,
        rsaPinEnc: employees.rsaPinEnc,
        legacyRsaPin: employees.legacyRsaPin,
        taxIdEnc: employees.taxIdEnc,
        legacyTaxId: employees.legacyTaxId,
      })
      .from(employees)
      .where(and(eq(employees.organizationId, organizationId), inArray(employees.id, [...chunk])));
    for (const r of rows) {
      out.set(r.id, {
        pfa: r.pfa,
        stateOfResidence: r.stateOfResidence,
        nhfNumber: identifiers ? r.nhfNumber : null,
        rsaPin: identifiers ? (decryptOptional(r.rsaPinEnc) ?? r.legacyRsaPin) : null,
        taxId: identifiers ? (decryptOptional(r.taxIdEnc) ?? r.legacyTaxId) : null,
      });
    }
  }
  return out;
}
export type StatutoryDetails = {
  pfa: string | null;
  stateOfResidence: string | null;
  nhfNumber: string | null;
  rsaPin: string | null;
  taxId: string | null;
};

/** What leave eligibility reads of every current (not separated) employee: for the yearly leave roll-over. */
export function currentEmployeesForLeave(db: DbOrTx, organizationId: string) {
  return db
    .select({
      id: employees.id,
      gender: employees.gender,
      startDate: employees.startDate,
      departmentId: employees.departmentId,
      payrollGroupId: employees.payrollGroupId,
    })
    .from(employees)
    .where(and(eq(employees.organizationId, organizationId), sql`${employees.status} <> 'separated'`));
}
