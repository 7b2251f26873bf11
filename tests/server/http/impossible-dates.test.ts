import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '../helpers/app';
import { employerSession } from '../helpers/accounts';

/**
 * Issue 29 §9: impossible dates are refused as input (422 naming the field), never handed to the database
 * (which answered 500). One rule for every date (lib/contracts/calendar.ts): a real day in 1900–2200.
 */
let s: Awaited<ReturnType<typeof employerSession>>;
let walletId: string;

beforeAll(async () => {
  s = await employerSession();
  const wallet = await api('/organizations/create-wallet', { method: 'POST', token: s.token, body: {} });
  expect(wallet.status, JSON.stringify(wallet.body)).toBeLessThan(300);
  walletId = wallet.body.data.id;
});

describe('[DATES] impossible dates answer 422, not 500', () => {
  for (const day of ['9999-99-99', '0000-00-00', '2026-02-30', '1899-12-31']) {
    it(`GET admin/wallet/transactions and wallets/{id}/transactions refuse from/to=${day}`, async () => {
      for (const path of ['/admin/wallet/transactions', `/wallets/${walletId}/transactions`]) {
        for (const field of ['from', 'to']) {
          const res = await api(`${path}?${field}=${day}`, { token: s.token });
          expect(res.status, `${path} ${field}`).toBe(422);
          expect(res.body.errors?.[field]).toHaveLength(1);
        }
      }
    });
  }

  it('takes a real day on the same routes', async () => {
    const res = await api(`/wallets/${walletId}/transactions?from=2026-01-01&to=2026-12-31`, {
      token: s.token,
    });
    expect(res.status).toBe(200);
  });

  it('GET leaves/calendar refuses month=0000-01 and 2026-13', async () => {
    for (const month of ['0000-01', '2026-13', '9999-99']) {
      const res = await api(`/leaves/calendar?month=${month}`, { token: s.token });
      expect(res.status, month).toBe(422);
      expect(res.body.errors?.month).toHaveLength(1);
    }
    expect((await api('/leaves/calendar?month=2026-11', { token: s.token })).status).toBe(200);
  });

  it('POST payroll/create refuses payDate 7142-96-48 and 0000-00-00', async () => {
    for (const payDate of ['7142-96-48', '0000-00-00', '2026-02-29']) {
      const res = await api('/payroll/create', {
        method: 'POST',
        token: s.token,
        body: { name: 'Monthly payroll', period: '2026-11', payDate, fxRates: { USD: 1500 } },
      });
      expect(res.status, payDate).toBe(422);
      expect(res.body.errors?.payDate).toHaveLength(1);
    }
  });
});
