import { describe, expect, it } from 'vitest';
import { DEMO_EMPLOYER_EMAIL, DEMO_PASSWORD } from '@/server/seed/demo';
import { api } from '../helpers/app';
import { ensureDemoSeeded } from '../helpers/demo';
import { signIn } from '../helpers/accounts';
import { EWA } from './fixtures';

describe('[BENEFITS] demo seed', () => {
  it('Demo Foods offers earned wage access and three staff drew (paid) in November', async () => {
    await ensureDemoSeeded();
    const s = await signIn(DEMO_EMPLOYER_EMAIL, DEMO_PASSWORD);
    const settings = (await api(`${EWA}/settings`, { token: s.token })).body.data;
    expect(settings).toMatchObject({ enabled: true, maxPerMonth: 2, fee: { type: 'flat', value: 10_000 } });
    const advances = (await api(`${EWA}?perPage=100`, { token: s.token })).body.data as {
      status: string;
      month: string;
      amount: number;
      recoverable: number;
    }[];
    const seeded = advances.filter((a) => a.month === '2026-11');
    expect(seeded.map((a) => a.amount).sort((a, b) => a - b)).toEqual([1_000_000, 1_500_000, 2_000_000]);
    expect(seeded.every((a) => a.status === 'paid' && a.recoverable === a.amount + 10_000)).toBe(true);
  });
});
