import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { commsPollResponses, commsPollVotes, commsRecipients } from '@/server/db/schema';
import { api, getHarness, uniqueIp } from '../helpers/app';
import { employerSession } from '../helpers/accounts';
import { createPoll, departmentWith, insertEmployee, optionIds, pollTokenFor } from './fixtures';

describe('[COMMS] public poll links', () => {
  it('shows the poll by personal link, takes one answer, and then says the link is used', async () => {
    const s = await employerSession();
    const person = await insertEmployee(s.organization.id);
    const poll = await createPoll(s.token);
    const token = await pollTokenFor(person.email);

    const pub = await api(`/comms/poll/public/${token}`);
    expect(pub.status).toBe(200);
    expect(pub.body.data).toMatchObject({
      organizationName: s.organization.name,
      status: 'open',
      open: true,
      question: 'Where should the end-of-year party be?',
      answered: false,
      personal: true,
      multiple: false,
    });
    expect(pub.body.data.options.map((o: { label: string }) => o.label)).toEqual([
      'Lagos',
      'Abuja',
      'Online',
    ]);
    const [lagos, abuja] = await optionIds(token);

    const two = await api(`/comms/poll/submit/${token}`, {
      method: 'POST',
      body: { optionIds: [lagos, abuja] },
    });
    expect(two.status).toBe(422);
    expect(two.body.errors.optionIds).toEqual(['Choose exactly one option.']);
    const foreign = await api(`/comms/poll/submit/${token}`, {
      method: 'POST',
      body: { optionIds: [crypto.randomUUID()] },
    });
    expect(foreign.status).toBe(422);
    expect(foreign.body.errors.optionIds).toEqual(['One of the options is not part of this poll.']);
    expect(
      (await api(`/comms/poll/submit/${token}`, { method: 'POST', body: { optionIds: [] } })).status,
    ).toBe(422);

    const okRes = await api(`/comms/poll/submit/${token}`, { method: 'POST', body: { optionIds: [lagos] } });
    expect(okRes.status).toBe(200);
    expect((await api(`/comms/poll/public/${token}`)).body.data.answered).toBe(true);
    const again = await api(`/comms/poll/submit/${token}`, { method: 'POST', body: { optionIds: [abuja] } });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This link has already been used to answer.');

    const analytics = await api(`/comms/poll/${poll.id}`, { token: s.token });
    expect(analytics.body.data).toMatchObject({ recipients: 1, responses: 1, responseRate: 1 });
    expect(analytics.body.data.options[0]).toMatchObject({ label: 'Lagos', count: 1, share: 1 });
    expect((await api('/comms/poll/public/not-a-real-token-at-all')).status).toBe(404);
  });

  it('counts exactly one answer from 20 concurrent submits on one personal link', async () => {
    const s = await employerSession();
    const person = await insertEmployee(s.organization.id);
    const poll = await createPoll(s.token, { multiple: true });
    const token = await pollTokenFor(person.email);
    const ids = await optionIds(token);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        api(`/comms/poll/submit/${token}`, { method: 'POST', body: { optionIds: [ids[i % 3]!] } }),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((x) => x === 200)).toHaveLength(1);
    expect(statuses.filter((x) => x === 409)).toHaveLength(19);
    const { deps } = await getHarness();
    expect(
      await deps.db.select().from(commsPollResponses).where(eq(commsPollResponses.commId, poll.id)),
    ).toHaveLength(1);
    expect(
      await deps.db.select().from(commsPollVotes).where(eq(commsPollVotes.commId, poll.id)),
    ).toHaveLength(1);
  });

  it('refuses answers once the poll is closed, early or by its closing time', async () => {
    const s = await employerSession();
    const person = await insertEmployee(s.organization.id);
    const poll = await createPoll(s.token);
    const token = await pollTokenFor(person.email);
    const [first] = await optionIds(token);
    await api(`/comms/poll/${poll.id}/close`, { method: 'POST', token: s.token });
    expect((await api(`/comms/poll/public/${token}`)).body.data).toMatchObject({
      status: 'closed',
      open: false,
    });
    const res = await api(`/comms/poll/submit/${token}`, { method: 'POST', body: { optionIds: [first] } });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('This poll is closed.');
  });

  it('takes one answer per browser on the shared link and several answers when multiple choice', async () => {
    const s = await employerSession();
    const poll = await createPoll(s.token, { sharedLink: true, multiple: true });
    expect(poll.sharedToken).toEqual(expect.any(String));
    const shared = poll.sharedToken!;
    const pub = await api(`/comms/poll/public/${shared}`);
    expect(pub.body.data).toMatchObject({ personal: false, answered: false, multiple: true });
    const [a, b] = await optionIds(shared);
    const ip = uniqueIp();
    const first = await api(`/comms/poll/submit/${shared}`, {
      method: 'POST',
      body: { optionIds: [a, b] },
      headers: { 'x-forwarded-for': ip },
    });
    expect(first.status).toBe(200);
    const cookie = first.headers.get('set-cookie')!.split(';')[0]!;
    const again = await api(`/comms/poll/submit/${shared}`, {
      method: 'POST',
      body: { optionIds: [a] },
      headers: { cookie, 'x-forwarded-for': ip },
    });
    expect(again.status).toBe(409);
    expect((await api(`/comms/poll/public/${shared}`, { headers: { cookie } })).body.data.answered).toBe(
      true,
    );
    // Another browser may answer.
    expect(
      (
        await api(`/comms/poll/submit/${shared}`, {
          method: 'POST',
          body: { optionIds: [b] },
          headers: { 'x-forwarded-for': ip },
        })
      ).status,
    ).toBe(200);
    const analytics = (await api(`/comms/poll/${poll.id}`, { token: s.token })).body.data;
    expect(analytics.responses).toBe(2);
    expect(analytics.options.map((o: { count: number }) => o.count)).toEqual([1, 2, 0]);
  });

  it('rate-limits the shared link per address', async () => {
    const s = await employerSession();
    const poll = await createPoll(s.token, { sharedLink: true });
    const [a] = await optionIds(poll.sharedToken!);
    const ip = uniqueIp();
    const statuses = [];
    for (let i = 0; i < 21; i++) {
      statuses.push(
        (
          await api(`/comms/poll/submit/${poll.sharedToken}`, {
            method: 'POST',
            body: { optionIds: [a] },
            headers: { 'x-forwarded-for': ip },
          })
        ).status,
      );
    }
    expect(statuses.slice(0, 20).every((x) => x === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});

describe('[COMMS] anonymity in analytics and in the database', () => {
  it('hides a department under 5 answers in an anonymous poll, and stores no recipient on the answers', async () => {
    const s = await employerSession();
    const big = await departmentWith(s, 'Warehouse', 5);
    const small = await departmentWith(s, 'Finance', 2);
    const poll = await createPoll(s.token, {
      anonymous: true,
      audience: { departmentIds: [big.dept.id, small.dept.id] },
    });
    expect(poll.recipients).toBe(7);
    for (const p of [...big.people, ...small.people]) {
      const token = await pollTokenFor(p.email);
      const [first] = await optionIds(token);
      expect(
        (await api(`/comms/poll/submit/${token}`, { method: 'POST', body: { optionIds: [first] } })).status,
      ).toBe(200);
    }
    const data = (await api(`/comms/poll/${poll.id}`, { token: s.token })).body.data;
    expect(data).toMatchObject({ anonymous: true, responses: 7, recipients: 7, responseRate: 1 });
    const warehouse = data.byDepartment.find((d: { departmentId: string }) => d.departmentId === big.dept.id);
    const finance = data.byDepartment.find((d: { departmentId: string }) => d.departmentId === small.dept.id);
    expect(warehouse).toMatchObject({ hidden: false, responses: 5, recipients: 5 });
    expect(Object.values(warehouse.counts)).toEqual([5]);
    expect(finance).toMatchObject({ hidden: true, responses: null, recipients: 2, counts: {} });

    const { deps } = await getHarness();
    const responses = await deps.db
      .select()
      .from(commsPollResponses)
      .where(eq(commsPollResponses.commId, poll.id));
    expect(responses).toHaveLength(7);
    for (const r of responses) {
      expect(r.recipientId).toBeNull();
      expect(r.answeredAt.getUTCMinutes()).toBe(0);
      expect(r.answeredAt.getUTCSeconds()).toBe(0);
    }
    const recipients = await deps.db
      .select()
      .from(commsRecipients)
      .where(eq(commsRecipients.commId, poll.id));
    expect(recipients.every((r) => r.answered)).toBe(true);
  });

  it('keeps the recipient on a named poll and shows every department', async () => {
    const s = await employerSession();
    const small = await departmentWith(s, 'Legal', 1);
    const poll = await createPoll(s.token, { audience: { departmentIds: [small.dept.id] } });
    const token = await pollTokenFor(small.people[0]!.email);
    const [first] = await optionIds(token);
    await api(`/comms/poll/submit/${token}`, { method: 'POST', body: { optionIds: [first] } });
    const data = (await api(`/comms/poll/${poll.id}`, { token: s.token })).body.data;
    expect(data.byDepartment[0]).toMatchObject({ hidden: false, responses: 1, counts: { [first!]: 1 } });
    const { deps } = await getHarness();
    const [response] = await deps.db
      .select()
      .from(commsPollResponses)
      .where(eq(commsPollResponses.commId, poll.id));
    expect(response!.recipientId).not.toBeNull();
    expect(data.overTime).toEqual([{ date: new Date().toISOString().slice(0, 10), count: 1, cumulative: 1 }]);

    const xlsx = await api(`/comms/poll/${poll.id}/download`, { token: s.token });
    expect(xlsx.status).toBe(200);
    expect(xlsx.headers.get('content-type')).toContain('spreadsheetml');
  });
});
