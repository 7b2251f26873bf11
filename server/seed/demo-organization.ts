import 'server-only';
import type { DbOrTx } from '@/server/db/client';
import { insertKycSubmission, setOrganizationKycStatus } from '@/server/modules/kyc/kyc.repo';
import { addMembership } from '@/server/modules/identity/identity.service';
import { getPaymentsProvider } from '@/server/modules/payments/payments.service';
import { ledgerText, postTransaction } from '@/server/modules/wallet/ledger.service';
import { openWallet, type WalletDeps } from '@/server/modules/wallet/wallet.service';
import { createUser } from './factories';

export const DEMO_PAYROLL_ADMIN_EMAIL = 'payroll@demo.paygrid.test';
export const DEMO_HR_ADMIN_EMAIL = 'hr@demo.paygrid.test';

const DAY = 86_400_000;

type KycDetails = Pick<
  Parameters<typeof insertKycSubmission>[1],
  'registeredName' | 'registrationNumber' | 'tin' | 'address' | 'industry' | 'companySize' | 'directors'
>;

const DEMO_FOODS_KYC: KycDetails = {
  registeredName: 'Demo Foods Limited',
  registrationNumber: 'RC1234567',
  tin: '12345678-0001',
  address: '14 Adeola Odeku Street, Victoria Island, Lagos',
  industry: 'Food and beverage',
  companySize: '51-200',
  directors: [{ name: 'Amaka Eze', email: 'amaka@demofoods.test', phone: '+2348030000001' }],
};

/** KYC decided as the sandbox verifier would decide this well-formed submission: approved. */
async function approveKyc(
  tx: DbOrTx,
  organizationId: string,
  submittedBy: string,
  now: Date,
  details: KycDetails = DEMO_FOODS_KYC,
) {
  await insertKycSubmission(tx, {
    organizationId,
    status: 'approved',
    ...details,
    submittedBy,
    decidedAt: now,
  });
  await setOrganizationKycStatus(tx, organizationId, 'approved');
}

/**
 * The consultant's clients verified their business before the consultant ran their September payroll (a run
 * pays only a verified business's staff), so their dashboards show "Verify your business" as done.
 */
export async function approveClientKyc(
  tx: DbOrTx,
  consultantUserId: string,
  clients: { id: string; name: string }[],
) {
  for (const [i, client] of clients.entries()) {
    await approveKyc(tx, client.id, consultantUserId, new Date('2026-09-01T09:00:00Z'), {
      registeredName: client.name.replace(/ Ltd$/, ' Limited'),
      registrationNumber: `RC${7_654_321 + i * 1_111}`,
      tin: `${87_654_321 - i * 1_111}-0001`,
      address: i === 0 ? '3 Creek Road, Apapa, Lagos' : '22 Aminu Kano Crescent, Wuse 2, Abuja',
      industry: i === 0 ? 'Logistics' : 'Health care',
      companySize: '11-50',
      directors: [{ name: 'Tunde Bello', email: 'tunde@ledgerco.test', phone: '+2348030000002' }],
    });
  }
}

/**
 * The NGN wallet with a sandbox virtual account and a short history: two transfers in and a provider fee,
 * posted through the ledger (two entries each), so the balance is the sum of entries like any other.
 */
async function fundWallet(db: DbOrTx, organizationId: string) {
  const deps = { db, payments: getPaymentsProvider() } as unknown as WalletDeps;
  const { wallet } = await openWallet(deps, { organizationId, idempotencyKey: 'demo-ngn-wallet' });
  const movements = [
    {
      key: 'demo-funding-1',
      type: 'funding',
      direction: 'credit',
      amount: 4_500_000_000,
      description: ledgerText('transferFrom', { sender: 'DEMO FOODS LTD (GTBank)' }),
    },
    {
      key: 'demo-fee-1',
      type: 'fee',
      direction: 'debit',
      amount: 5_000,
      description: ledgerText('accountFee'),
    },
    {
      key: 'demo-funding-2',
      type: 'funding',
      direction: 'credit',
      amount: 1_250_000_000,
      description: ledgerText('transferFrom', { sender: 'DEMO FOODS LTD (Access Bank)' }),
    },
  ] as const;
  for (const m of movements) {
    await postTransaction(db, {
      organizationId,
      walletId: wallet.id,
      type: m.type,
      direction: m.direction,
      amount: m.amount,
      currency: wallet.currency,
      idempotencyKey: m.key,
      description: m.description,
    });
  }
}

/** Two invited-and-accepted team admins with different permission sets, to show what each may do. */
async function addTeamAdmins(tx: DbOrTx, organizationId: string, password: string) {
  const admins = [
    {
      email: DEMO_PAYROLL_ADMIN_EMAIL,
      firstName: 'Chidi',
      lastName: 'Okafor',
      permissions: ['employees', 'payroll.create', 'wallet'],
    },
    {
      email: DEMO_HR_ADMIN_EMAIL,
      firstName: 'Zainab',
      lastName: 'Musa',
      permissions: ['leave', 'hiring', 'comms'],
    },
  ];
  for (const a of admins) {
    const { user } = await createUser(tx, {
      email: a.email,
      password,
      firstName: a.firstName,
      lastName: a.lastName,
    });
    await addMembership(tx, {
      userId: user.id,
      name: 'team_admin',
      organizationId,
      permissions: a.permissions,
    });
  }
}

/** Demo Foods Ltd as an employer who has finished onboarding: KYC approved, funded wallet, a team. */
export async function seedDemoOrganization(
  tx: DbOrTx,
  o: { organizationId: string; ownerId: string; password: string },
) {
  await approveKyc(tx, o.organizationId, o.ownerId, new Date(Date.now() - 20 * DAY));
  await addTeamAdmins(tx, o.organizationId, o.password);
  await fundWallet(tx, o.organizationId);
}
