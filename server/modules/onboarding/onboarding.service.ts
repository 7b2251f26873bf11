import 'server-only';
import type { z } from 'zod';
import type { addClientOrganizationSchema } from '@/lib/contracts/account';
import type { DashboardChecklist } from '@/lib/contracts/organization';
import type { CountryCode } from '@/lib/countries';
import type { DbOrTx } from '@/server/db/client';
import type { AppDeps, AuthContext } from '@/server/deps';
import { AppError } from '@/server/errors';
import type { AuditSource } from '@/server/modules/audit/audit.service';
import { startTrial } from '@/server/modules/billing/billing.service';
import { countEmployees } from '@/server/modules/employees/employees.service';
import { findUserById, listRoles } from '@/server/modules/identity/identity.queries';
import { addMembership, recordAccountAudit } from '@/server/modules/identity/identity.service';
import { findOrganization } from '@/server/modules/organization/organization.queries';
import {
  addConsultancy,
  addOrganization,
  linkClientOrganization,
} from '@/server/modules/organization/organization.service';
import { hasApprovedPayroll } from '@/server/modules/payroll/payroll.queries';
import { organizationHasWallet } from '@/server/modules/wallet/wallet.queries';

/**
 * Onboarding gathers what a new organisation needs from the modules below it: its owner's membership
 * (identity), its trial (billing), and the checklist that reads KYC, wallet, staff and payroll.
 */

/** Creates an organisation (currency from its country) with `ownerId` as its employer admin and a free trial. */
export async function createOrganization(
  db: DbOrTx,
  input: { name: string; country: CountryCode; ownerId: string },
  now = new Date(),
) {
  const organization = await addOrganization(db, { name: input.name, country: input.country });
  await addMembership(db, { userId: input.ownerId, name: 'employer', organizationId: organization.id });
  await startTrial(db, organization.id, now);
  return organization;
}

/** A consultancy (firm) with its first consultant: the user who signed it up. */
export async function createConsultancy(
  db: DbOrTx,
  input: { name: string; country: CountryCode; userId: string },
) {
  const firm = await addConsultancy(db, { name: input.name, country: input.country });
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
  const organization = await addOrganization(db, {
    name: input.name,
    country: input.country,
    email: input.email ?? null,
    phone: input.phone ?? null,
  });
  await linkClientOrganization(db, input.consultantId, organization.id);
  await startTrial(db, organization.id, now);
  return organization;
}

/**
 * A new client organisation under the signed-in consultant's firm (the first firm they belong to). The
 * audit rows go to every organisation the consultant reaches, the new one included.
 */
export async function addClientOrganization(
  deps: AppDeps,
  auth: AuthContext,
  input: z.output<typeof addClientOrganizationSchema>,
  source: AuditSource,
) {
  const firm = (await listRoles(deps.db, auth.userId)).find(
    (r) => r.role.name === 'consultant' && r.role.consultantId,
  );
  if (!firm) throw new AppError('FORBIDDEN', 'errors.consultantOnly');
  return deps.db.transaction(async (tx) => {
    const organization = await createClientOrganization(
      tx,
      {
        consultantId: firm.role.consultantId!,
        name: input.name,
        country: input.country,
        email: input.contactEmail,
        phone: input.contactPhone,
      },
      deps.now(),
    );
    const data = {
      id: organization.id,
      name: organization.name,
      country: organization.country,
      currency: organization.currency,
    };
    await recordAccountAudit(tx, { userId: auth.userId, source, after: data });
    return data;
  });
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
