import 'server-only';
import type { KYC_STATUSES } from '@/lib/contracts/organization';
import { getCountry, type CountryCode } from '@/lib/countries';
import type { DbOrTx } from '@/server/db/client';
import { notFound } from '@/server/errors';
import * as repo from './organization.repo';

/**
 * The organisations and consultancies tables' writes. Creating an organisation with its owner and trial is
 * onboarding's (onboarding.service.ts); this module imports no module above its floor.
 */

/** A new organisation row, its currency from its country. */
export function addOrganization(
  db: DbOrTx,
  input: { name: string; country: CountryCode; email?: string | null; phone?: string | null },
) {
  return repo.insertOrganization(db, {
    ...input,
    currency: getCountry(input.country).currency,
  });
}

/** A new consultancy (firm) row. */
export function addConsultancy(db: DbOrTx, input: { name: string; country: CountryCode }) {
  return repo.insertConsultant(db, input);
}

/** Makes the organisation a client of the consultancy: its consultants reach it. */
export function linkClientOrganization(db: DbOrTx, consultantId: string, organizationId: string) {
  return repo.linkConsultantOrganization(db, consultantId, organizationId);
}

/**
 * The organisation's KYC status, row-locked until the caller's transaction ends, so concurrent submissions
 * queue behind each other (the KYC module decides; only this module writes the organisations table).
 */
export async function lockKycStatus(db: DbOrTx, organizationId: string) {
  const row = await repo.lockOrganizationKyc(db, organizationId);
  return row && { ...row, kycStatus: row.kycStatus as KycStatus };
}

export type KycStatus = (typeof KYC_STATUSES)[number];

/** Records the KYC module's decision on the organisation (its checklist and settings read it from here). */
export async function setKycStatus(db: DbOrTx, organizationId: string, kycStatus: KycStatus) {
  await repo.updateOrganization(db, organizationId, { kycStatus });
}

/** The company details the settings screen edits; the rest (country, currency, KYC) is not the client's to change. */
export type OrganizationDetailsValues = {
  name: string;
  address: string | null;
  industry: string | null;
  companySize: string | null;
  phone: string | null;
  email: string | null;
};

export async function updateOrganizationDetails(
  db: DbOrTx,
  organizationId: string,
  values: OrganizationDetailsValues,
) {
  const row = await repo.updateOrganization(db, organizationId, values);
  if (!row) throw notFound('errors.organizationNotFound');
  return row;
}
