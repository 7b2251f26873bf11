import 'server-only';
import { employeeInputSchema } from '@/lib/contracts/employees';
import type { DbOrTx } from '@/server/db/client';
import { employees } from '@/server/db/schema';
import { createEmployer } from './factories';
import { renewSubscription } from '@/server/modules/billing/billing.service';
import { updateSubscription } from '@/server/modules/billing/billing.repo';
import { toEmployeeInsert } from '@/server/modules/employees/employees.mapper';
import { findOrganizationByName } from '@/server/modules/organization/organization.queries';
import { getPaymentsProvider } from '@/server/modules/payments/payments.service';
import { toNuban } from '@/server/modules/payments/nuban';
import { ledgerText, postTransaction } from '@/server/modules/wallet/ledger.service';
import { openWallet, type WalletDeps } from '@/server/modules/wallet/wallet.service';

const DAY = 86_400_000;

/**
 * A second lapsed employer whose wallet can pay: the e2e renewal runs on it, so `expired@demo.paygrid.test`
 * stays expired for the pay-wall checks of other specs (one e2e server serves every spec).
 */
export const DEMO_LAPSED_EMAIL = 'lapsed@demo.paygrid.test';

async function organizationNamed(db: DbOrTx, name: string) {
  const org = await findOrganizationByName(db, name);
  if (!org) throw new Error(`demo-billing: ${name} is not seeded`);
  return org;
}

async function fundedWallet(db: DbOrTx, organizationId: string, amount: number, key: string) {
  const deps = { db, payments: getPaymentsProvider() } as unknown as WalletDeps;
  const { wallet } = await openWallet(deps, { organizationId, idempotencyKey: `${key}-wallet` });
  await postTransaction(db, {
    organizationId,
    walletId: wallet.id,
    type: 'funding',
    direction: 'credit',
    amount,
    currency: wallet.currency,
    idempotencyKey: `${key}-funding`,
    description: ledgerText('transferFrom', { sender: 'DEMO CLIENT LTD' }),
  });
}

/**
 * A client's staff: `count` employees with naira salaries and verified sandbox bank accounts in their own names
 * (none of them the closed ones ending 0000), so the consultant's runs pay everyone and the console shows real
 * figures, and the client's dashboard does not ask to verify accounts its payrolls have already paid.
 */
async function clientStaff(
  db: DbOrTx,
  organizationId: string,
  prefix: string,
  domain: string,
  titles: [string, number][],
  count: number,
) {
  const first = [
    'Aisha',
    'Bola',
    'Chika',
    'Dayo',
    'Efe',
    'Femi',
    'Gbenga',
    'Hauwa',
    'Ike',
    'Joke',
    'Kunle',
    'Lami',
    'Mide',
    'Nneka',
  ];
  const last = ['Abubakar', 'Balogun', 'Eze', 'Ogunleye', 'Okoro', 'Salami', 'Usman'];
  const rows = Array.from({ length: count }, (_, i) => {
    const [, naira] = titles[i % titles.length]!;
    const gross = naira * 100;
    const housing = Math.round(gross * 0.25);
    const transport = Math.round(gross * 0.15);
    const other = Math.round(gross * 0.1);
    const firstName = first[i % first.length]!;
    const lastName = last[(i * 3) % last.length]!;
    let serial = 700_000_000 + prefix.charCodeAt(0) * 100_000 + i * 1_013;
    while (toNuban('058', String(serial)).endsWith('0000')) serial += 1;
    const values = toEmployeeInsert(
      organizationId,
      employeeInputSchema.parse({
        staffId: `${prefix}-${String(i + 1).padStart(3, '0')}`,
        firstName,
        lastName,
        email: `${firstName}.${lastName}${i + 1}@${domain}`.toLowerCase(),
        startDate: `${2020 + (i % 6)}-${String((i % 12) + 1).padStart(2, '0')}-01`,
        payCurrency: 'NGN',
        bankCode: '058',
        accountNumber: toNuban('058', String(serial)),
        basic: gross - housing - transport - other,
        housing,
        transport,
        other,
      }),
    );
    // Paid twice already, so verified by name enquiry like any account a run pays: in the employee's own name.
    return {
      ...values,
      bankName: 'Guaranty Trust Bank (GTBank)',
      accountName: `${firstName} ${lastName}`.toUpperCase(),
      bankVerifiedAt: new Date(),
      bankNameStatus: 'matched',
    };
  });
  await db.insert(employees).values(rows);
}

/**
 * Billing and consultant demo data: Demo Foods on a paid Enterprise plan (it uses leave, shifts, hiring and comms,
 * which only Enterprise includes all of) with two monthly payments from its wallet;
 * both lapsed employers with funded wallets so they can renew in place; the consultant's clients with staff,
 * funded wallets and, for one, a paid Starter plan (their payroll history follows: demo-payroll.ts).
 */
export async function seedDemoBilling(db: DbOrTx, password: string, now = new Date()) {
  const demo = await organizationNamed(db, 'Demo Foods Ltd');
  await updateSubscription(db, demo.id, { trialEndsAt: new Date(now.getTime() - 50 * DAY) });
  await renewSubscription(
    db,
    demo.id,
    null,
    { planId: 'enterprise', cycle: 'monthly' },
    new Date(now.getTime() - 50 * DAY),
  );
  await renewSubscription(
    db,
    demo.id,
    null,
    { planId: 'enterprise', cycle: 'monthly' },
    new Date(now.getTime() - 20 * DAY),
  );

  const expired = await organizationNamed(db, 'Lapsed Trial Ltd');
  await fundedWallet(db, expired.id, 25_000_000, 'demo-expired');
  const lapsed = await createEmployer(db, {
    email: DEMO_LAPSED_EMAIL,
    password,
    firstName: 'Bisi',
    lastName: 'Ade',
    organizationName: 'Second Look Foods Ltd',
    country: 'NG',
  });
  await updateSubscription(db, lapsed.organization.id, { trialEndsAt: new Date(now.getTime() - 2 * DAY) });
  await fundedWallet(db, lapsed.organization.id, 25_000_000, 'demo-lapsed');

  const lagos = await organizationNamed(db, 'Lagos Logistics Ltd');
  const abuja = await organizationNamed(db, 'Abuja Clinics Ltd');
  await clientStaff(
    db,
    lagos.id,
    'LL',
    'lagoslogistics.test',
    [
      ['Fleet Manager', 780_000],
      ['Dispatcher', 260_000],
      ['Driver', 165_000],
      ['Warehouse Clerk', 190_000],
    ],
    14,
  );
  await clientStaff(
    db,
    abuja.id,
    'AC',
    'abujaclinics.test',
    [
      ['Medical Director', 2_100_000],
      ['Nurse', 340_000],
      ['Pharmacist', 520_000],
    ],
    6,
  );
  await fundedWallet(db, lagos.id, 1_800_000_000, 'demo-lagos');
  await fundedWallet(db, abuja.id, 2_000_000_000, 'demo-abuja');
  await updateSubscription(db, lagos.id, { trialEndsAt: new Date(now.getTime() - 10 * DAY) });
  await renewSubscription(
    db,
    lagos.id,
    null,
    { planId: 'starter', cycle: 'monthly' },
    new Date(now.getTime() - 10 * DAY),
  );
}
