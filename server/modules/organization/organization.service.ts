import 'server-only';
import type { DashboardChecklist, KYC_STATUSES } from '@/lib/contracts/organization';
import { getCountry, type CountryCode } from '@/lib/countries';
import type { AppDeps } from '@/server/deps';
import { findUserById } from '@/server/modules/identity/identity.queries';
import { findOrganization } from '@/server/modules/organization/organization.queries';
import type { DbOrTx } from '@/server/db/client';
import { notFound } from '@/server/errors';
import { startTrial } from '@/server/modules/billing/billing.service';
import { countEmployees } from '@/server/modules/employees/employees.service';
import { hasApprovedPayroll } from '@/server/modules/payroll/payroll.queries';
import { organizationHasWallet } from '@/server/modules/wallet/wallet.service';
import * as repo from './organization.repo';
import { addMembership } from '@/server/modules/identity/identity.service';
import { insertOrganization } from './organization.repo';

/** Creates an organisation (currency from its country) with `ownerId` as its employer admin and a free trial. */
export async function createOrganization(
  db: DbOrTx,
  input: { name: string; country: CountryCode; ownerId: string },
  now = new Date(),
) {
  const organization = await insertOrganization(db, {
    name: input.name,
    country: input.country,
    currency: getCountry(input.country).currency,
  });
  await addMembership(db, { userId: input.ownerId, name: 'employer', organizationId: organization.id });
  await startTrial(db, organization.id, now);
  return organization;
}

/** A consultancy (firm) with its first consultant: the user who signed it up. */
export async function createConsultancy(
  db: DbOrTx,
  input: { name: string; country: CountryCode; userId: string },
) {
  const firm = await repo.insertConsultant(db, { name: input.name, country: input.country });
  await addMembership(db, { userId: input.userId, name: 'consultant', consultantId: firm.id });
  return firm;
}

/**
 * A client organisation created by a consultant firm: no employer owner; the firm's consultants run it with
 * every permission (switch-org), onboarding (KYC, wallet) included. The trial starts as for an employer.
 */
export async function createClientOrganization(
  db: DbOrTx,
  input: {
    consultantId: string;
    name: string;
    country: CountryCode;
    email?: string | null;
    phone?: string | null;
  },
  now = new Date(),
) {
  const organization = await insertOrganization(db, {
    name: input.name,
    country: input.country,
    currency: getCountry(input.country).currency,
    email: input.email ?? null,
    phone: input.phone ?? null,
  });
  await repo.linkConsultantOrganization(db, input.consultantId, organization.id);
  await startTrial(db, organization.id, now);
  return organization;
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

/** Onboarding progress, from real data only (`firstPayroll`: a payroll run was approved). */
export async function getDashboardChecklist(
  deps: AppDeps,
  userId: string,
  organizationId: string,
): Promise<DashboardChecklist> {
  const [user, organization] = await Promise.all([
    findUserById(deps.db, userId),
    findOrganization(deps.db, organizationId),
  ]);
  const kycStatus = (organization?.kycStatus ?? 'pending') as DashboardChecklist['kycStatus'];
  const [hasWallet, staff, paid] = await Promise.all([
    organizationHasWallet(deps.db, organizationId),
    countEmployees(deps.db, organizationId),
    hasApprovedPayroll(deps.db, organizationId),
  ]);
  return {
    checklist: [
      { key: 'verifyEmail', done: Boolean(user?.emailVerifiedAt) },
      { key: 'kyc', done: kycStatus === 'approved' },
      { key: 'wallet', done: hasWallet },
      { key: 'firstEmployee', done: staff.active + staff.suspended + staff.separated > 0 },
      { key: 'firstPayroll', done: paid },
    ],
    kycStatus,
    hasWallet,
  };
}
