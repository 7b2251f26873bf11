import { and, eq, isNull, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { commsRecipients, outboxMails } from '@/server/db/schema';
import type { JobContext } from '@/server/queue/types';
import type { Mail } from '@/server/mail/mailer';
import { COMMS_JOBS, queueCommMail } from '@/server/modules/comms/comms.jobs';
import { MAIL_CHUNK } from '@/server/modules/comms/comms.mail';
import * as repo from '@/server/modules/comms/comms.repo';
import { api, clock, getHarness, testConfig } from '../helpers/app';
import { employerSession } from '../helpers/accounts';
import { insertEmployee } from '../departments/fixtures';
import { drain } from '../jobs/harness';

/** An announcement to `n` made-up people, straight into the tables (no employees needed). */
async function announcementTo(n: number) {
  const { deps } = await getHarness();
  const s = await employerSession();
  const organizationId = s.organization.id;
  const comm = await repo.insertComm(deps.db, {
    organizationId,
    type: 'announcement',
    title: 'Fire drill',
    message: 'Friday at 10:00.',
    audience: { departmentIds: [], payrollGroupIds: [] },
    recipientCount: n,
  });
  await repo.insertRecipients(
    deps.db,
    Array.from({ length: n }, (_, i) => ({
      organizationId,
      commId: comm.id,
      name: `Person ${i}`,
      email: `p${i}-${comm.id.slice(0, 8)}@example.test`,
    })),
  );
  return { organizationId, comm, job: { organizationId, commId: comm.id, locale: 'en-GB' as const } };
}

async function unmailed(commId: string) {
  const { deps } = await getHarness();
  return deps.db
    .select()
    .from(commsRecipients)
    .where(and(eq(commsRecipients.commId, commId), isNull(commsRecipients.mailedAt)));
}

/** A job context whose mailer records (and refuses the addresses `refuse` returns true for). */
async function recordingContext(refuse: (to: string) => boolean = () => false) {
  const { deps } = await getHarness();
  const sent: Mail[] = [];
  const ctx: JobContext = {
    db: deps.db,
    payments: undefined as never,
    now: clock.now,
    log: { info: () => {}, warn: () => {}, error: () => {} },
    config: testConfig,
    mailer: {
      send: async (m: Mail) => {
        if (refuse(m.to)) throw new Error('550 mailbox unavailable');
        sent.push(m);
      },
    },
  };
  return { ctx, sent };
}

const mailComm = COMMS_JOBS[0];

describe('[COMMS] mail on the job queue', () => {
  it('mails a large audience in chunks of MAIL_CHUNK, one job queuing the next, each person once', async () => {
    const n = 2 * MAIL_CHUNK + 100;
    const { comm, job } = await announcementTo(n);
    const { deps } = await getHarness();
    await queueCommMail(deps.db, job);
    const { ran, errors } = await drain();
    expect(errors).toEqual([]);
    expect(ran).toBeGreaterThanOrEqual(3); // three chunks (other tests' jobs may run in the same drain)
    const ours = await deps.db
      .select({ to: outboxMails.to })
      .from(outboxMails)
      .where(like(outboxMails.to, `%-${comm.id.slice(0, 8)}@example.test`));
    expect(ours).toHaveLength(n);
    expect(new Set(ours.map((m) => m.to)).size).toBe(n);
    expect(await unmailed(comm.id)).toHaveLength(0);
  });

  it('two workers on the same comm (a redelivered job) never mail anyone twice', async () => {
    const { comm, job } = await announcementTo(300);
    const { ctx, sent } = await recordingContext();
    await Promise.all([mailComm.handler(job, ctx), mailComm.handler(job, ctx)]);
    expect(sent).toHaveLength(300);
    expect(new Set(sent.map((m) => m.to)).size).toBe(300);
    expect(await unmailed(comm.id)).toHaveLength(0);
  });

  it('people the transport refused stay unmailed and the job fails, so its retry mails exactly them', async () => {
    const { comm, job } = await announcementTo(40);
    const refused = (to: string) => /^p(3|17|29)-/.test(to);
    const first = await recordingContext(refused);
    await expect(mailComm.handler(job, first.ctx)).rejects.toThrow(/refused 3 of 40/);
    expect(first.sent).toHaveLength(37);
    expect((await unmailed(comm.id)).map((r) => r.name).sort()).toEqual([
      'Person 17',
      'Person 29',
      'Person 3',
    ]);
    const retry = await recordingContext();
    await mailComm.handler(job, retry.ctx);
    expect(retry.sent.map((m) => m.to.split('-')[0]).sort()).toEqual(['p17', 'p29', 'p3']);
    expect(await unmailed(comm.id)).toHaveLength(0);
  });

  it('POST comms queues its mail in the same transaction: nobody is mailed until the job runs', async () => {
    const s = await employerSession();
    const person = await insertEmployee(s.organization.id);
    const { deps } = await getHarness();
    const res = await api('/comms', {
      method: 'POST',
      token: s.token,
      body: { type: 'announcement', title: 'Now', message: 'Hello.' },
    });
    expect(res.status).toBe(201);
    expect(res.body.data.recipients).toBe(1);
    const to = person.email.toLowerCase();
    expect(await deps.db.select().from(outboxMails).where(eq(outboxMails.to, to))).toHaveLength(0);
    await drain();
    expect(await deps.db.select().from(outboxMails).where(eq(outboxMails.to, to))).toHaveLength(1);
  });
});
