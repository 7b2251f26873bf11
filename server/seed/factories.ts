import 'server-only';
import crypto from 'node:crypto';
import type { CountryCode } from '@/lib/countries';
import type { DbOrTx } from '@/server/db/client';
import { consultantOrganizations, consultants, userRoles } from '@/server/db/schema';
import { hashPassword } from '@/server/crypto/passwords';
import * as identity from '@/server/modules/identity/identity.service';
import { createOrganization } from '@/server/modules/onboarding/onboarding.service';

/** Factories shared by the demo seed, the API tests and e2e: each call makes new, uniquely named data. */
export const DEFAULT_TEST_PASSWORD = 'Paygrid#2026';

const unique = () => crypto.randomUUID().slice(0, 8);

// Hashing is deliberately slow; factories reuse one hash per password.
const hashes = new Map<string, Promise<string>>();
const cachedHash = (password: string) => {
  if (!hashes.has(password)) hashes.set(password, hashPassword(password));
  return hashes.get(password)!;
};

type UserOverrides = {
  email?: string;
  password?: string;
  firstName?: string;
  lastName?: string;
  verified?: boolean;
  locale?: string;
};

export async function createUser(db: DbOrTx, o: UserOverrides = {}) {
  const password = o.password ?? DEFAULT_TEST_PASSWORD;
  const user = await identity.createUser(db, {
    email: o.email ?? `user-${unique()}@example.test`,
    passwordHash: await cachedHash(password),
    firstName: o.firstName ?? 'Ada',
    lastName: o.lastName ?? 'Obi',
    locale: o.locale ?? 'en-GB',
    emailVerifiedAt: o.verified === false ? null : new Date(),
  });
  return { user, password };
}

export async function createEmployer(
  db: DbOrTx,
  o: UserOverrides & { organizationName?: string; country?: CountryCode } = {},
) {
  const { user, password } = await createUser(db, o);
  const organization = await createOrganization(db, {
    name: o.organizationName ?? `Org ${unique()}`,
    country: o.country ?? 'NG',
    ownerId: user.id,
  });
  return { user, password, organization };
}

export async function createConsultant(
  db: DbOrTx,
  o: UserOverrides & { consultancyName?: string; clients?: { name: string; country?: CountryCode }[] } = {},
) {
  const { user, password } = await createUser(db, o);
  const [consultant] = await db
    .insert(consultants)
    .values({ name: o.consultancyName ?? `Consultancy ${unique()}`, country: 'NG' })
    .returning();
  await db.insert(userRoles).values({ userId: user.id, name: 'consultant', consultantId: consultant!.id });
  const organizations = [];
  for (const client of o.clients ?? [{ name: `Client ${unique()}` }]) {
    // A client organisation is owned by its own employer admin; the consultant is linked to it.
    const owner = await createEmployer(db, { organizationName: client.name, country: client.country });
    await db
      .insert(consultantOrganizations)
      .values({ consultantId: consultant!.id, organizationId: owner.organization.id });
    organizations.push(owner.organization);
  }
  return { user, password, consultant: consultant!, organizations };
}
