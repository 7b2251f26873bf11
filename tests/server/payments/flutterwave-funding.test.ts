import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getBalance } from '@/server/modules/wallet/ledger.service';
import { confirmUgWalletFunding, startUgWalletFunding } from '@/server/modules/wallet/wallet-funding.service';
import { flutterwaveEmployer, startFlutterwaveWorld, type FlutterwaveWorld } from './flutterwave-world';

// Issue 35: wallets of a Flutterwave organisation are funded through Flutterwave — a permanent virtual account
// (NGN, GHS, KES) and mobile-money charges (UGX) — credited on charge.completed after the transaction is
// re-read (GET /v3/transactions/{id}/verify), once per Flutterwave transaction however often the webhook comes.
let world: FlutterwaveWorld;
beforeAll(async () => {
  world = await startFlutterwaveWorld();
}, 60_000);
afterAll(async () => {
  await world?.close();
});

describe('[FLUTTERWAVE] wallet funding', { timeout: 60_000 }, () => {
  it('NGN: the wallet’s permanent virtual account; a transfer into it credits once, its fee booked', async () => {
    const employer = await flutterwaveEmployer(world, 'NGN');
    expect(employer.wallet.accountNumber).toMatch(/^\d{10}$/);
    const id = world.fake.control.fundVirtualAccount({
      accountNumber: employer.wallet.accountNumber!,
      amount: 20_000.5,
    });
    const first = await world.fake.control.deliver(
      { event: 'charge.completed', id },
      { times: 3, concurrently: true },
    );
    expect(first.map((d) => d.status)).toEqual([200, 200, 200]);
    await world.fake.control.deliver({ event: 'charge.completed', id });
    await world.drain(['webhooks.process']);
    // ₦20,000.50 in, Flutterwave's 1 % (₦200.01 in the fake) out as its own entry
    const fee = world.fake.control.collection(id)!.app_fee;
    expect(await getBalance(world.deps.db, employer.walletId)).toBe(2_000_050 - fee);
  });

  it('a body that lies about the amount changes nothing: the re-read amount is credited', async () => {
    const employer = await flutterwaveEmployer(world, 'NGN');
    const id = world.fake.control.fundVirtualAccount({
      accountNumber: employer.wallet.accountNumber!,
      amount: 1_000,
    });
    await world.fake.control.deliver({ event: 'charge.completed', id }, { lie: { amount: 9_999_999 } });
    await world.drain(['webhooks.process']);
    const fee = world.fake.control.collection(id)!.app_fee;
    expect(await getBalance(world.deps.db, employer.walletId)).toBe(100_000 - fee);
  });

  it('UGX: a mobile-money charge credited on charge.completed after verify, and the confirmation adds nothing', async () => {
    const employer = await flutterwaveEmployer(world, 'UGX');
    const started = await startUgWalletFunding(world.deps, employer.organization.id, {
      walletId: employer.walletId,
      amount: 750_000,
      phone: '+256772123456',
    });
    expect(started.status).toBe('pending');
    const id = world.fake.control.completeCharge(started.reference);
    await world.fake.control.deliver({ event: 'charge.completed', id }, { times: 2 });
    await world.drain(['webhooks.process']);
    expect(await getBalance(world.deps.db, employer.walletId)).toBe(750_000);
    const confirmed = await confirmUgWalletFunding(world.deps, employer.organization.id, {
      walletId: employer.walletId,
      reference: started.reference,
      amount: 750_000,
      phone: '+256772123456',
    });
    expect(confirmed.data.replayed).toBe(true);
    expect(await getBalance(world.deps.db, employer.walletId)).toBe(750_000);
  });

  it('GHS: a Ghanaian organisation on Flutterwave funds its GHS wallet by a mobile-money charge, credited once', async () => {
    const employer = await flutterwaveEmployer(world, 'GHS');
    const started = await startUgWalletFunding(world.deps, employer.organization.id, {
      walletId: employer.walletId,
      amount: 125_050,
      phone: '+233241234567',
    });
    expect(started).toMatchObject({ status: 'pending', currency: 'GHS', amount: 125_050 });
    const id = world.fake.control.completeCharge(started.reference);
    await world.fake.control.deliver({ event: 'charge.completed', id }, { times: 2, concurrently: true });
    await world.drain(['webhooks.process']);
    expect(await getBalance(world.deps.db, employer.walletId)).toBe(125_050);
  });
});
