import 'server-only';
import { count } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { users } from '@/server/db/schema';
import { logger } from '@/server/logger';
import { updateSubscription } from '@/server/modules/billing/billing.repo';
import { seedDemoBilling } from './demo-billing';
import { seedDemoHiring } from './demo-hiring';
import { seedDemoLeave } from './demo-leave';
import { seedDemoComms } from './demo-comms';
import { approveClientKyc, seedDemoOrganization } from './demo-organization';
import { seedDemoBenefits } from './demo-benefits';
import { seedClientPayrolls, seedDemoPayroll } from './demo-payroll';
import { seedDemoShifts } from './demo-shifts';
import { seedDemoWorkforce } from './demo-workforce';
import { createConsultant, createEmployer } from './factories';

export const DEMO_PASSWORD = 'Paygrid#2026';
export const DEMO_EMPLOYER_EMAIL = 'admin@demo.paygrid.test';
export const DEMO_CONSULTANT_EMAIL = 'consultant@demo.paygrid.test';
/** An employer whose free trial has ended: shows the pay-wall and the subscription guard. */
export const DEMO_EXPIRED_EMAIL = 'expired@demo.paygrid.test';

/**
 * The demo logins of the README: an employer admin whose organisation has finished onboarding (KYC approved,
 * funded NGN wallet, two team admins, 60 employees), an employer whose trial has lapsed, and a consultant with
 * two client organisations. One transaction: a failed seed leaves an empty database to seed again.
 */
export async function seedDemo(db: Db) {
  await db.transaction(async (tx) => {
    const demo = await createEmployer(tx, {
      email: DEMO_EMPLOYER_EMAIL,
      password: DEMO_PASSWORD,
      firstName: 'Amaka',
      lastName: 'Eze',
      organizationName: 'Demo Foods Ltd',
      country: 'NG',
    });
    const organizationId = demo.organization.id;
    await seedDemoOrganization(tx, { organizationId, ownerId: demo.user.id, password: DEMO_PASSWORD });
    await seedDemoWorkforce(tx, organizationId, demo.organization.currency);
    await seedDemoPayroll(tx, organizationId, demo.user.id);
    await seedDemoBenefits(tx, organizationId, demo.user.id);
    await seedDemoShifts(tx, organizationId);
    await seedDemoHiring(tx, organizationId);
    await seedDemoLeave(tx, organizationId);
    await seedDemoComms(tx, organizationId, demo.user.id);
    const expired = await createEmployer(tx, {
      email: DEMO_EXPIRED_EMAIL,
      password: DEMO_PASSWORD,
      firstName: 'Kemi',
      lastName: 'Lawal',
      organizationName: 'Lapsed Trial Ltd',
      country: 'NG',
    });
    await updateSubscription(tx, expired.organization.id, { trialEndsAt: new Date(Date.now() - 86_400_000) });
    const consultant = await createConsultant(tx, {
      email: DEMO_CONSULTANT_EMAIL,
      password: DEMO_PASSWORD,
      firstName: 'Tunde',
      lastName: 'Bello',
      consultancyName: 'Ledger & Co Payroll',
      clients: [
        { name: 'Lagos Logistics Ltd', country: 'NG' },
        { name: 'Abuja Clinics Ltd', country: 'NG' },
      ],
    });
    await approveClientKyc(tx, consultant.user.id, consultant.organizations);
    await seedDemoBilling(tx, DEMO_PASSWORD);
    await seedClientPayrolls(
      tx,
      consultant.user.id,
      consultant.organizations.map((o) => o.id),
    );
  });
}

/** Seeds the demo only into an empty database, so restarts never duplicate or overwrite data. */
export async function seedDemoIfEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users);
  if ((row?.n ?? 0) > 0) return false;
  await seedDemo(db);
  logger.info('seeded demo data');
  return true;
}
