import 'server-only';
import { and, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/server/db/client';
import { organizationSettings, userTotp } from '@/server/db/schema';

/**
 * The TOTP reads the HTTP layer needs (issue 33: step-up and the organisation's MFA requirement). They live on
 * identity's floor so server/http can guard routes with them; the account module sets MFA up on top of them.
 */

/** The user's confirmed secret (encrypted), or null when MFA is off. */
export async function findConfirmedTotpSecret(db: DbOrTx, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ secretEncrypted: userTotp.secretEncrypted })
    .from(userTotp)
    .where(and(eq(userTotp.userId, userId), isNotNull(userTotp.confirmedAt)));
  return row?.secretEncrypted ?? null;
}

/**
 * Accepts the time step `step` for the user: true only when it is later than the last one accepted. One
 * conditional update, so two requests racing with the same code cannot both pass.
 */
export async function takeTotpStep(db: DbOrTx, userId: string, step: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(userTotp)
    .set({ lastUsedStep: step, updatedAt: now })
    .where(
      and(eq(userTotp.userId, userId), or(isNull(userTotp.lastUsedStep), lt(userTotp.lastUsedStep, step))),
    )
    .returning({ userId: userTotp.userId });
  return rows.length === 1;
}

/**
 * Whether the organisation requires MFA of a user who has none: one read by the settings' primary key, the
 * user's TOTP row looked up by its primary key inside it.
 */
export async function mustEnrolMfa(db: DbOrTx, organizationId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({
      enrolled: sql<boolean>`exists (select 1 from ${userTotp} where ${userTotp.userId} = ${userId} and ${userTotp.confirmedAt} is not null)`,
    })
    .from(organizationSettings)
    .where(
      and(eq(organizationSettings.organizationId, organizationId), eq(organizationSettings.requireMfa, true)),
    );
  return row !== undefined && !row.enrolled;
}

/** Whether the organisation requires MFA of every admin (then none of them may turn it off). */
export async function organizationRequiresMfa(db: DbOrTx, organizationId: string): Promise<boolean> {
  const [row] = await db
    .select({ requireMfa: organizationSettings.requireMfa })
    .from(organizationSettings)
    .where(eq(organizationSettings.organizationId, organizationId));
  return row?.requireMfa ?? false;
}
