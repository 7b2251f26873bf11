import 'server-only';
import type { Permission } from '@/lib/contracts/permissions';
import { statutoryTypesOf, type StatutoryType } from '@/lib/contracts/remittances';
import type { DbOrTx } from '@/server/db/client';
import { findUserById } from '@/server/modules/identity/identity.queries';
import { findOrganization } from '@/server/modules/organization/organization.queries';
import * as repo from './remittances.repo';

/**
 * Who may see and record remittances: whoever holds the `employees` permission (employers, consultants, team
 * admins with it) for every type; a statutory admin only for the types they were invited to (403 otherwise).
 * `{type}` must be one of the organisation's country's types (404 otherwise).
 */
export type StatutoryAccess = { all: boolean; types: readonly StatutoryType[]; country: string };

/** A user's statutory access in an organisation, given their permissions there. */
export async function statutoryAccessOf(
  db: DbOrTx,
  organizationId: string,
  userId: string,
  permissions: readonly Permission[],
): Promise<StatutoryAccess> {
  const org = await findOrganization(db, organizationId);
  const country = org?.country ?? '';
  if (permissions.includes('employees')) return { all: true, types: statutoryTypesOf(country), country };
  const user = await findUserById(db, userId);
  const mine = user ? await repo.adminTypesOf(db, organizationId, user.email) : [];
  return { all: false, types: statutoryTypesOf(country).filter((t) => mine.includes(t)), country };
}
