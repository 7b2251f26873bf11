import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoShifts } from '@/server/seed/demo-shifts';
import { seedDemoWorkforce } from '@/server/seed/demo-workforce';
import { employeeInputSchema } from '@/lib/contracts/employees';
import { employees } from '@/server/db/schema';
import { seedDemoComms } from '@/server/seed/demo-comms';
import { seedClientPayrolls } from '@/server/seed/demo-payroll';
import { toEmployeeInsert } from '@/server/modules/employees/employees.mapper';
import { toNuban } from '@/server/modules/payments/nuban';
import { listOrganizationWallets } from '@/server/modules/wallet/wallet.service';
import { api, getHarness } from '../helpers/app';
import { employerSession } from '../helpers/accounts';
import { fundedEmployer } from '../payouts/fixtures';

type Overlap = { running: string; added: string };

/**
 * Records every query given to a node-postgres client while that client still runs another: what pg 8 warns
 * about ("client.query() when the client is already executing a query") and pg 9 refuses. A pool never does
 * it by itself (one query per checked-out client); a transaction's client does when one of its holders
 * starts two queries at once (Promise.all on a transaction).
 */
function watchOverlaps() {
  const proto = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const original = proto.query;
  const running = new WeakMap<object, string[]>();
  const overlaps: Overlap[] = [];
  const textOf = (q: unknown) =>
    String((q as { text?: string })?.text ?? q)
      .replace(/\s+/g, ' ')
      .slice(0, 120);
  proto.query = function (this: object, ...args: unknown[]) {
    const mine = running.get(this) ?? [];
    running.set(this, mine);
    const text = textOf(args[0]);
    if (mine.length > 0) overlaps.push({ running: mine[0]!, added: text });
    mine.push(text);
    const result = original.apply(this, args);
    const done = () => void mine.splice(mine.indexOf(text), 1);
    if (result && typeof (result as Promise<unknown>).then === 'function')
      (result as Promise<unknown>).then(done, done);
    else done();
    return result;
  };
  return { overlaps, restore: () => void (proto.query = original) };
}

// node-postgres only (the server-pg project): PGlite runs one query at a time by itself.
describe.runIf(process.env.TEST_DB === 'pg')('[PAYROLL] a run in its transaction (PostgreSQL)', () => {
  let watch: ReturnType<typeof watchOverlaps>;
  beforeAll(async () => {
    await getHarness();
    watch = watchOverlaps();
  });
  afterAll(() => watch.restore());

  it('creating and computing a run (settings, shift wages) never gives the transaction’s connection two queries at once', async () => {
    const s = await employerSession();
    const { deps } = await getHarness();
    await deps.db.transaction(async (tx) => {
      await seedDemoWorkforce(tx, s.organization.id, s.organization.currency);
      await seedDemoShifts(tx, s.organization.id);
    });
    watch.overlaps.length = 0;
    const period = new Date().toISOString().slice(0, 7);
    const created = await api('/payroll/create', {
      method: 'POST',
      token: s.token,
      body: { name: 'One connection', period, payDate: `${period}-28`, fxRates: { USD: 1500 } },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const computed = await api('/payroll/compute', {
      method: 'POST',
      token: s.token,
      body: { payrollId: created.body.data.id },
    });
    expect(computed.status, JSON.stringify(computed.body)).toBe(200);
    expect(computed.body.data.employeeCount).toBeGreaterThan(50);
    const settings = await deps.db.transaction(async (tx) => {
      const { getSettings } = await import('@/server/modules/settings/settings.service');
      return getSettings(tx, s.organization.id);
    });
    expect(settings.organization.id).toBe(s.organization.id);
    expect(watch.overlaps).toEqual([]);
  }, 120_000);

  it('paying runs in one transaction as the demo seed does (approval hooks, inline settlement through a sandbox in that transaction, a comm’s audience, the wallets) never gives its connection two queries at once', async () => {
    const s = await fundedEmployer({ NGN: 100_000_000_000, USD: 0 });
    const { deps } = await getHarness();
    watch.overlaps.length = 0;
    const wallets = await deps.db.transaction(async (tx) => {
      await tx.insert(employees).values(
        Array.from({ length: 6 }, (_, i) => {
          let serial = 610_000_000 + i * 1_013;
          while (toNuban('058', String(serial)).endsWith('0000')) serial += 1; // the sandbox fails those
          return toEmployeeInsert(
            s.organization.id,
            employeeInputSchema.parse({
              staffId: `OQ-${i + 1}`,
              firstName: 'Ada',
              lastName: `Obi${i + 1}`,
              email: `ada.obi${i + 1}.${s.organization.id.slice(0, 8)}@example.test`,
              startDate: '2024-01-01',
              payCurrency: 'NGN',
              bankCode: '058',
              accountNumber: toNuban('058', String(serial)),
              basic: 30_000_000,
              housing: 10_000_000,
              transport: 5_000_000,
            }),
          );
        }),
      );
      await seedClientPayrolls(tx, s.user.id, [s.organization.id]);
      await seedDemoComms(tx, s.organization.id, s.user.id, new Date(), `box-${s.organization.id}`);
      return listOrganizationWallets(tx, s.organization.id);
    });
    expect(wallets.map((w) => w.currency).sort()).toEqual(['NGN', 'USD']);
    const runs = await api('/payroll', { token: s.token });
    expect(runs.body.data.map((r: { status: string }) => r.status)).toEqual(['paid', 'paid']);
    expect(watch.overlaps).toEqual([]);
  }, 180_000);
});
