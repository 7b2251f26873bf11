import { describe, expect, it } from 'vitest';
import { openPostgres } from '@/server/boot/database';
import { FAILURE_LIMIT } from '@/server/modules/account/rate-limit';
import { PUBLIC_ANSWER_LIMIT } from '@/server/modules/comms/comms.rate-limit';
import { takeSlot } from '@/server/modules/platform/rate-limit.service';
import { createUser } from '@/server/seed/factories';
import { createApp } from '@/server/wiring/app';
import { getHarness, uniqueEmail, uniqueIp } from '../helpers/app';
import { employerSession } from '../helpers/accounts';
import { createPoll, optionIds } from '../comms/fixtures';

/** Two app instances on one database, as two servers behind a load balancer are. */
async function twoServers() {
  const { deps } = await getHarness();
  const apps = [createApp(deps), createApp(deps)];
  return async (n: number, path: string, body: unknown, ip: string) => {
    const res = await apps[n % 2]!.request(`/api/v1${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
      body: JSON.stringify(body),
    });
    return res.status;
  };
}

describe('[SCALE-OUT] every limit is one count, whichever server answers', () => {
  it('locks an address out of sign-in at the documented count with failures alternated across two servers', async () => {
    const post = await twoServers();
    const { deps } = await getHarness();
    const { user, password } = await createUser(deps.db, { email: uniqueEmail('alternate') });
    const ip = uniqueIp();
    for (let i = 0; i < FAILURE_LIMIT; i++) {
      expect(
        await post(i, '/account/employer/login', { email: user.email, password: 'wrong-wrong-1' }, ip),
      ).toBe(401);
    }
    // the next try on either server is refused, even with the right password: not 2 × the limit
    expect(await post(0, '/account/employer/login', { email: user.email, password }, ip)).toBe(429);
    expect(await post(1, '/account/employer/login', { email: user.email, password }, ip)).toBe(429);
  });

  it('takes the public poll answer limit once across two servers', async () => {
    const post = await twoServers();
    const s = await employerSession();
    const poll = await createPoll(s.token, { sharedLink: true });
    const [a] = await optionIds(poll.sharedToken!);
    const ip = uniqueIp();
    const statuses: number[] = [];
    for (let i = 0; i <= PUBLIC_ANSWER_LIMIT; i++) {
      statuses.push(await post(i, `/comms/poll/submit/${poll.sharedToken}`, { optionIds: [a] }, ip));
    }
    expect(statuses.slice(0, PUBLIC_ANSWER_LIMIT).every((x) => x === 200)).toBe(true);
    expect(statuses[PUBLIC_ANSWER_LIMIT]).toBe(429);
  });

  it('grants exactly the limit to concurrent takers of one key', async () => {
    const { deps } = await getHarness();
    const slot = { scope: 'public-answer', key: `test-${uniqueIp()}`, limit: 5, windowMs: 60_000 };
    const taken = await Promise.all(
      Array.from({ length: 12 }, () => takeSlot(deps.db, { ...slot, now: new Date() })),
    );
    expect(taken.filter(Boolean)).toHaveLength(5);
  });
});

describe.runIf(process.env.TEST_DB === 'pg')(
  '[SCALE-OUT] the limiter across connections (PostgreSQL)',
  () => {
    it('grants exactly the limit to 40 concurrent takers on two pools (two processes)', async () => {
      const pools = [
        await openPostgres(process.env.TEST_DATABASE_URL!),
        await openPostgres(process.env.TEST_DATABASE_URL!),
      ];
      try {
        const slot = { scope: 'public-answer', key: `test-${uniqueIp()}`, limit: 20, windowMs: 60_000 };
        const taken = await Promise.all(
          Array.from({ length: 40 }, (_, i) => takeSlot(pools[i % 2]!.db, { ...slot, now: new Date() })),
        );
        expect(taken.filter(Boolean)).toHaveLength(20);
      } finally {
        for (const p of pools) await p.close();
      }
    });
  },
);
