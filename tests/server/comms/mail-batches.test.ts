import { eq, isNull, and } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { commsRecipients } from '@/server/db/schema';
import type { Mail } from '@/server/mail/mailer';
import { dispatchMail, INLINE_BATCH } from '@/server/modules/comms/comms.mail';
import * as repo from '@/server/modules/comms/comms.repo';
import { getHarness, testConfig } from '../helpers/app';
import { employerSession } from '../helpers/accounts';

describe('[COMMS] mail in batches', () => {
  it('mails the first batch while the request waits and the rest in the background, each person once', async () => {
    const { deps } = await getHarness();
    const s = await employerSession();
    const organizationId = s.organization.id;
    const comm = await repo.insertComm(deps.db, {
      organizationId,
      type: 'announcement',
      title: 'Fire drill',
      message: 'Friday at 10:00.',
      audience: { departmentIds: [], payrollGroupIds: [] },
      recipientCount: 450,
    });
    await repo.insertRecipients(
      deps.db,
      Array.from({ length: 450 }, (_, i) => ({
        organizationId,
        commId: comm.id,
        name: `Person ${i}`,
        email: `p${i}-${comm.id.slice(0, 6)}@example.test`,
      })),
    );
    const sent: Mail[] = [];
    const mailer = { send: async (m: Mail) => void sent.push(m) };
    await dispatchMail(
      { ...deps, config: testConfig, mailer },
      { ...comm, organizationName: 'Acme' },
      'en-GB',
      (e) => {
        throw e;
      },
    );
    // The request's part is done after the first batch.
    expect(sent).toHaveLength(INLINE_BATCH);
    await expect.poll(() => sent.length, { timeout: 20_000, interval: 50 }).toBe(450);
    expect(new Set(sent.map((m) => m.to)).size).toBe(450);
    expect(sent[0]!.subject).toBe('Acme: Fire drill');
    const unmailed = await deps.db
      .select()
      .from(commsRecipients)
      .where(and(eq(commsRecipients.commId, comm.id), isNull(commsRecipients.mailedAt)));
    expect(unmailed).toHaveLength(0);
  });
});

describe('[COMMS] leftover mail', () => {
  it('mails the people an earlier comm missed the next time the organisation sends something', async () => {
    const { deps } = await getHarness();
    const s = await employerSession();
    const organizationId = s.organization.id;
    // An announcement whose background batches were cut short by a restart 20 minutes ago.
    const old = await repo.insertComm(deps.db, {
      organizationId,
      type: 'announcement',
      title: 'Earlier',
      message: 'Cut short.',
      audience: { departmentIds: [], payrollGroupIds: [] },
      recipientCount: 3,
      createdAt: new Date(Date.now() - 20 * 60_000),
    });
    await repo.insertRecipients(
      deps.db,
      [0, 1, 2].map((i) => ({
        organizationId,
        commId: old.id,
        name: `P${i}`,
        email: `left-${i}-${old.id.slice(0, 6)}@example.test`,
      })),
    );
    const { api } = await import('../helpers/app');
    const res = await api('/comms', {
      method: 'POST',
      token: s.token,
      body: { type: 'announcement', title: 'Now', message: 'Hello.' },
    });
    expect(res.status).toBe(201);
    await expect
      .poll(
        async () =>
          (
            await deps.db
              .select()
              .from(commsRecipients)
              .where(and(eq(commsRecipients.commId, old.id), isNull(commsRecipients.mailedAt)))
          ).length,
        { timeout: 10_000, interval: 100 },
      )
      .toBe(0);
  });
});
