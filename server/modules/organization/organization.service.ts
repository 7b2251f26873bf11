import 'server-only';
import type { DashboardChecklist } from '@/lib/contracts/organization';
import { getCountry, type CountryCode } from '@/lib/countries';
import type { AppDeps } from '@/server/http/context';
import { findUserById } from '@/server/modules/account/account.repo';
import { findOrganization } from '@/server/modules/organization/organization.queries';
import type { DbOrTx } from '@/server/db/client';
import { startTrial } from '@/server/modules/billing/billing.service';
import { countEmployees } from '@/server/modules/employees/employees.service';
import { organizationHasWallet } from '@/server/modules/wallet/wallet.service';
import { insertOrganization, insertUserRole } from './organization.repo';

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
  await insertUserRole(db, { userId: input.ownerId, name: 'employer', organizationId: organization.id });
  await startTrial(db, organization.id, now);
  return organization;
}

/**
 * Onboarding progress, from real data only. Payroll runs arrive with their module; until then that step is
 * honestly not done.
 */
export async function getDashboardChecklist(deps: AppDeps, userId: string, organizationId: string): Promise<DashboardChecklist> {
  const [user, organization] = await Promise.all([findUserById(deps.db, userId), findOrganization(deps.db, organizationId)]);
  const kycStatus = (organization?.kycStatus ?? 'pending') as DashboardChecklist['kycStatus'];
  const [hasWallet, staff] = await Promise.all([organizationHasWallet(deps.db, organizationId), countEmployees(deps.db, organizationId)]);
  return {
    checklist: [
      { key: 'verifyEmail', done: Boolean(user?.emailVerifiedAt) },
      { key: 'kyc', done: kycStatus === 'approved' },
      { key: 'wallet', done: hasWallet },
      { key: 'firstEmployee', done: staff.active + staff.suspended + staff.separated > 0 },
      { key: 'firstPayroll', done: false },
    ],
    kycStatus,
    hasWallet,
  };
}
