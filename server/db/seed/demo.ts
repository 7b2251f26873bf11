import 'server-only';
import { count } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { users } from '@/server/db/schema';
import { logger } from '@/server/logger';
import { createConsultant, createEmployer } from './factories';

export const DEMO_PASSWORD = 'Paygrid#2026';
export const DEMO_EMPLOYER_EMAIL = 'admin@demo.paygrid.test';
export const DEMO_CONSULTANT_EMAIL = 'consultant@demo.paygrid.test';

/** The demo logins of the README: an employer admin and a consultant with two client organisations. */
export async function seedDemo(db: Db) {
  await db.transaction(async (tx) => {
    await createEmployer(tx, {
      email: DEMO_EMPLOYER_EMAIL,
      password: DEMO_PASSWORD,
      firstName: 'Amaka',
      lastName: 'Eze',
      organizationName: 'Demo Foods Ltd',
      country: 'NG',
    });
    await createConsultant(tx, {
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
