import 'server-only';
import { getCountry } from '@/lib/countries';
import type { DbOrTx } from '@/server/db/client';
import * as repo from './organization.repo';

/**
 * The organisation module's read API for other modules. A `*.queries.ts` file imports nothing from other
 * modules, so any service may use it without an import cycle (ARCHITECTURE §2, module boundaries).
 */

export type OrganizationRow = NonNullable<Awaited<ReturnType<typeof repo.findOrganization>>>;

export const findOrganization = (db: DbOrTx, id: string) => repo.findOrganization(db, id);

/** The client organisations of the given consultancies (a consultant reaches each of them), by name. */
export const listConsultantOrganizations = (db: DbOrTx, consultantIds: string[]) =>
  repo.listConsultantOrganizations(db, consultantIds);

/** An organisation as a user's role and a consultant's client list show it. */
export function toOrganizationRef(org: OrganizationRow) {
  return {
    id: org.id,
    name: org.name,
    country: org.country,
    currency: org.currency,
    dialCode: getCountry(org.country).dialCode,
  };
}

/** `Demo Foods Ltd` → `demo-foods-ltd`: the public URL name of an organisation (careers, departments). */
export const slugify = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

/** The organisation a public URL names, by its exact name (any case) or its slug; undefined when none. */
export function findOrganizationByName(db: DbOrTx, name: string) {
  const trimmed = name.trim();
  return repo.findOrganizationByName(db, trimmed, slugify(trimmed));
}
