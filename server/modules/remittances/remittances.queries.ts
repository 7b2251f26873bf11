import 'server-only';
import type { UserRoleExtra } from '@/server/deps';
import { adminTypesOf } from './remittances.repo';

/**
 * Remittances' addition to the user's role in an organisation (listed in server/wiring/plugins.ts): the
 * statutory types a person (by email) was invited to manage there — account/me shows them, so the sidebar
 * offers a statutory admin their screens.
 */
export const statutoryAdminRoleExtra: UserRoleExtra = async (db, { organizationId, email }) => {
  const statutoryTypes = await adminTypesOf(db, organizationId, email);
  return statutoryTypes.length > 0 ? { statutoryTypes } : {};
};
