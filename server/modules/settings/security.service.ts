import 'server-only';
import type { SecuritySettings } from '@/lib/contracts/settings-security';
import type { DbOrTx } from '@/server/db/client';
import { conflict } from '@/server/errors';
import { findConfirmedTotpSecret } from '@/server/modules/identity/totp.queries';
import { ensureSettings, updateSettings } from './settings.repo';

/** The organisation's security settings (issue 33). */
export async function getSecuritySettings(db: DbOrTx, organizationId: string): Promise<SecuritySettings> {
  const row = await ensureSettings(db, organizationId);
  return { requireMfa: row.requireMfa };
}

/**
 * Requires (or stops requiring) MFA of every admin. Turning it on needs the caller to have MFA on: an
 * organisation that required it of an admin without it would lock that admin out of the very setting.
 */
export async function setSecuritySettings(
  db: DbOrTx,
  organizationId: string,
  userId: string,
  input: SecuritySettings,
) {
  const before = await getSecuritySettings(db, organizationId);
  if (input.requireMfa && !before.requireMfa && (await findConfirmedTotpSecret(db, userId)) === null) {
    throw conflict('errors.mfaRequiredNeedsOwnMfa');
  }
  const row = await updateSettings(db, organizationId, { requireMfa: input.requireMfa });
  return { before, data: { requireMfa: row.requireMfa } satisfies SecuritySettings };
}
