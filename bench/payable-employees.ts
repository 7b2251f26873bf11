// Shared by the benches that pay a run (bench/disbursement.ts, bench/scale-out.ts): a funded NGN wallet and
// `size` employees everyone of whom the sandbox can pay, inserted 1,000 at a time.
import { employeeInputSchema } from '@/lib/contracts/employees';
import type { DbOrTx } from '@/server/db/client';
import { employees, wallets } from '@/server/db/schema';
import { toEmployeeInsert } from '@/server/modules/employees/employees.mapper';
import { toNuban } from '@/server/modules/payments/nuban';
import { postTransaction } from '@/server/modules/wallet/ledger.service';
import { FIRST, LAST } from './support';

/** A valid account number that is not the sandbox's closed kind (ending 0000): everyone can be paid. */
function openAccount(n: number) {
  for (let serial = 200_000_000 + n * 10; ; serial++) {
    const account = toNuban('058', String(serial));
    if (!account.endsWith('0000')) return account;
  }
}

/** The organisation's NGN wallet on `provider`, funded with ₦100bn. */
export async function fundedWallet(db: DbOrTx, organizationId: string, provider = 'sandbox') {
  const [wallet] = await db
    .insert(wallets)
    .values({
      organizationId,
      currency: 'NGN',
      provider,
      providerReference: `bench-${organizationId}`,
      accountNumber: '9990001112',
      accountName: 'PAYGRID/BENCH',
      bankName: 'Sandbox',
    })
    .returning();
  await postTransaction(db, {
    organizationId,
    walletId: wallet!.id,
    type: 'funding',
    direction: 'credit',
    amount: 10_000_000_000_000,
    currency: 'NGN',
    idempotencyKey: 'bench-funding',
  });
  return wallet!;
}

/** `size` active employees with verified bank accounts the sandbox pays. */
export async function insertPayableEmployees(db: DbOrTx, organizationId: string, size: number) {
  for (let start = 0; start < size; start += 1000) {
    const rows = [];
    for (let n = start; n < Math.min(size, start + 1000); n++) {
      const values = employeeInputSchema.parse({
        staffId: `BD-${String(n).padStart(6, '0')}`,
        firstName: FIRST[n % FIRST.length],
        lastName: `${LAST[n % LAST.length]}${n}`,
        email: `disb.${n}@bench.test`,
        startDate: '2024-01-01',
        payCurrency: 'NGN',
        basic: 20_000_000 + (n % 500) * 10_000,
        housing: 8_000_000,
        transport: 4_000_000,
        bankCode: '058',
        accountNumber: openAccount(n),
      });
      rows.push({
        ...toEmployeeInsert(organizationId, values),
        bankVerifiedAt: new Date(),
        accountName: 'BENCH PERSON',
      });
    }
    await db.insert(employees).values(rows);
  }
}
