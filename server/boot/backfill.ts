import 'server-only';
import { eq, isNotNull, or } from 'drizzle-orm';
import { encryptOptional } from '@/server/crypto/field-cipher';
import { backfillRunLiabilities } from '@/server/modules/remittances/remittances.liabilities';
import type { Db } from '@/server/db/client';
import { employees } from '@/server/db/schema';

/**
 * Data steps SQL cannot do, run after the migrations at every start and idempotent. Migration 0007 added
 * encrypted RSA PIN and tax ID columns; the key lives in the application, so the plaintext of databases
 * older than it is encrypted here, in batches, and emptied.
 */
export async function runDataBackfills(db: Db): Promise<void> {
  await encryptLegacyIdentifiers(db);
  // approved runs from before statutory liabilities were recorded on approval get them now
  await backfillRunLiabilities(db);
}

async function encryptLegacyIdentifiers(db: Db) {
  for (;;) {
    const legacy = await db
      .select({ id: employees.id, rsaPin: employees.legacyRsaPin, taxId: employees.legacyTaxId })
      .from(employees)
      .where(or(isNotNull(employees.legacyRsaPin), isNotNull(employees.legacyTaxId)))
      .limit(500);
    if (legacy.length === 0) return;
    await db.transaction(async (tx) => {
      for (const row of legacy) {
        await tx
          .update(employees)
          .set({
            rsaPinEnc: encryptOptional(row.rsaPin),
            taxIdEnc: encryptOptional(row.taxId),
            legacyRsaPin: null,
            legacyTaxId: null,
          })
          .where(eq(employees.id, row.id));
      }
    });
  }
}
