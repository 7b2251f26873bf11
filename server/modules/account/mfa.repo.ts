import 'server-only';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { DbOrTx } from '@/server/db/client';
import { recoveryCodes, userTotp } from '@/server/db/schema';

export type TotpRow = typeof userTotp.$inferSelect;

export async function findTotp(db: DbOrTx, userId: string): Promise<TotpRow | undefined> {
  const [row] = await db.select().from(userTotp).where(eq(userTotp.userId, userId));
  return row;
}

export async function isMfaEnabled(db: DbOrTx, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: userTotp.userId })
    .from(userTotp)
    .where(and(eq(userTotp.userId, userId), isNotNull(userTotp.confirmedAt)));
  return row !== undefined;
}

/** A pending secret: replaces an earlier unconfirmed one, never a confirmed one (the service checks first). */
export async function savePendingTotp(db: DbOrTx, userId: string, secretEncrypted: string, now: Date) {
  await db
    .insert(userTotp)
    .values({ userId, secretEncrypted, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: userTotp.userId,
      set: { secretEncrypted, confirmedAt: null, lastUsedStep: null, createdAt: now, updatedAt: now },
      where: isNull(userTotp.confirmedAt),
    });
}

export function markTotpConfirmed(db: DbOrTx, userId: string, now: Date) {
  return db.update(userTotp).set({ confirmedAt: now, updatedAt: now }).where(eq(userTotp.userId, userId));
}

export async function deleteMfa(db: DbOrTx, userId: string) {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await db.delete(userTotp).where(eq(userTotp.userId, userId));
}

/** A fresh set of recovery codes replaces every earlier one, used or not. */
export async function replaceRecoveryCodes(db: DbOrTx, userId: string, hashes: string[], now: Date) {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await db.insert(recoveryCodes).values(hashes.map((codeHash) => ({ userId, codeHash, createdAt: now })));
}

/** Spends one unused recovery code; false when it is unknown or already used (single use under races). */
export async function useRecoveryCode(db: DbOrTx, userId: string, codeHash: string, now: Date) {
  const rows = await db
    .update(recoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(recoveryCodes.userId, userId),
        eq(recoveryCodes.codeHash, codeHash),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return rows.length === 1;
}
