import 'server-only';
import { getCountry, type CountryCode } from '@/lib/countries';
import type { DbOrTx } from '@/server/db/client';
import { insertOrganization, insertUserRole } from './organization.repo';

/** Creates an organisation (currency from its country) with `ownerId` as its employer admin. */
export async function createOrganization(db: DbOrTx, input: { name: string; country: CountryCode; ownerId: string }) {
  const organization = await insertOrganization(db, {
    name: input.name,
    country: input.country,
    currency: getCountry(input.country).currency,
  });
  await insertUserRole(db, { userId: input.ownerId, name: 'employer', organizationId: organization.id });
  return organization;
}
