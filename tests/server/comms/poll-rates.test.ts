import { describe, expect, it } from 'vitest';
import { api, uniqueIp } from '../helpers/app';
import { employerSession } from '../helpers/accounts';
import { createPoll, departmentWith, insertEmployee, optionIds, pollTokenFor } from './fixtures';

type Department = {
  departmentId: string | null;
  name: string | null;
  recipients: number;
  responses: number | null;
  responseRate: number | null;
};

const answerShared = (token: string, optionId: string) =>
  api(`/comms/poll/submit/${token}`, {
    method: 'POST',
    body: { optionIds: [optionId] },
    headers: { 'x-forwarded-for': uniqueIp() },
  });

describe('[COMMS] poll response rates', () => {
  it('rates are answers over recipients, per department too; shared-link answers count as responses, apart and in no department', async () => {
    const s = await employerSession();
    const { dept, people } = await departmentWith(s, 'Kitchen', 2);
    await insertEmployee(s.organization.id); // one recipient in no department
    const poll = await createPoll(s.token, { sharedLink: true });
    expect(poll.recipients).toBe(3);

    const shared = poll.sharedToken!;
    const [lagos, abuja] = await optionIds(shared);
    expect((await answerShared(shared, lagos!)).status).toBe(200);
    expect((await answerShared(shared, abuja!)).status).toBe(200);
    const personal = await pollTokenFor(people[0]!.email);
    const answered = await api(`/comms/poll/submit/${personal}`, {
      method: 'POST',
      body: { optionIds: [lagos] },
    });
    expect(answered.status).toBe(200);

    const analytics = (await api(`/comms/poll/${poll.id}`, { token: s.token })).body.data;
    expect(analytics).toMatchObject({ recipients: 3, responses: 3, sharedResponses: 2, responseRate: 1 });
    const rows = analytics.byDepartment as Department[];
    expect(rows.find((d) => d.departmentId === dept.id)).toMatchObject({
      recipients: 2,
      responses: 1,
      responseRate: 0.5,
    });
    // the recipient without a department has not answered: the shared-link answers are not theirs
    expect(rows.find((d) => d.departmentId === null)).toMatchObject({
      recipients: 1,
      responses: 0,
      responseRate: 0,
    });

    const list = (await api('/comms?type=poll', { token: s.token })).body.data as {
      id: string;
      responseRate: number;
      sharedResponses: number;
    }[];
    expect(list.find((c) => c.id === poll.id)).toMatchObject({ responseRate: 1, sharedResponses: 2 });
  });

  it('two shared-link answers of many recipients are a rate above 0, and no department is invented', async () => {
    const s = await employerSession();
    for (let i = 0; i < 4; i++) await insertEmployee(s.organization.id);
    const poll = await createPoll(s.token, { sharedLink: true });
    const [first] = await optionIds(poll.sharedToken!);
    await answerShared(poll.sharedToken!, first!);
    await answerShared(poll.sharedToken!, first!);
    const analytics = (await api(`/comms/poll/${poll.id}`, { token: s.token })).body.data;
    expect(analytics).toMatchObject({ recipients: 4, responses: 2, sharedResponses: 2, responseRate: 0.5 });
    expect(analytics.byDepartment).toEqual([
      expect.objectContaining({ departmentId: null, recipients: 4, responses: 0, responseRate: 0 }),
    ]);
  });

  it('the shared link of a named poll is anonymous; a personal link of the same poll is not', async () => {
    const s = await employerSession();
    const person = await insertEmployee(s.organization.id);
    const poll = await createPoll(s.token, { sharedLink: true, anonymous: false });
    const shared = (await api(`/comms/poll/public/${poll.sharedToken}`)).body.data;
    expect(shared).toMatchObject({ personal: false, anonymous: true });
    const personal = (await api(`/comms/poll/public/${await pollTokenFor(person.email)}`)).body.data;
    expect(personal).toMatchObject({ personal: true, anonymous: false });
  });
});
