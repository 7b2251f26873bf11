import { beforeAll, describe, expect, it } from 'vitest';
import { api, clock, latestMail } from '../helpers/app';
import { employerSession } from '../helpers/accounts';
import { insertEmployee, teamAdmin } from '../departments/fixtures';
import { applied, createJob, inDays, sendOffer, warmUp } from './fixtures';

// Opening and migrating the shared database takes a while on a busy machine: not a test's time.
beforeAll(() => warmUp(), 120_000);

const stage = (token: string, id: string, s: string) =>
  api(`/jobs/applications/${id}/update-stage`, { method: 'PUT', token, body: { stage: s } });
const interview = (token: string, id: string, body: Record<string, unknown> = {}) =>
  api(`/jobs/applications/${id}/schedule-interview`, {
    method: 'POST',
    token,
    body: {
      startsAt: '2030-03-02T10:00:00+01:00',
      durationMinutes: 45,
      mode: 'video',
      link: 'https://meet.example.test/abc',
      ...body,
    },
  });

describe('[HIRING] pipeline stages', () => {
  it('moves between applied, screening and interview, filters by stage and counts per job', async () => {
    const s = await employerSession();
    const job = await createJob(s.token);
    const a = await applied(job.id, { firstName: 'Bola' });
    await applied(job.id, { firstName: 'Chika' });
    const moved = await stage(s.token, a.id, 'screening');
    expect(moved.status).toBe(200);
    expect(moved.body.data.stage).toBe('screening');
    const screening = await api(`/jobs/${job.id}/applications?stage=screening`, { token: s.token });
    expect(screening.body.data.map((x: { id: string }) => x.id)).toEqual([a.id]);
    expect(
      (await api(`/jobs/${job.id}/applications?search=chik`, { token: s.token })).body.data,
    ).toHaveLength(1);
    expect((await api(`/jobs/${job.id}`, { token: s.token })).body.data.stageCounts).toMatchObject({
      applied: 1,
      screening: 1,
    });
    // offer, hired and rejected are not set by update-stage.
    for (const bad of ['hired', 'offer', 'rejected', 'nope']) {
      const res = await stage(s.token, a.id, bad);
      expect(res.status).toBe(422);
      expect(res.body.errors.stage).toBeDefined();
    }
  });

  it('rejects from any stage with a reason and optional mail; a rejected application cannot move (409)', async () => {
    const s = await employerSession();
    const job = await createJob(s.token);
    const a = await applied(job.id);
    expect(
      (
        await api(`/jobs/applications/${a.id}/reject`, {
          method: 'PATCH',
          token: s.token,
          body: { reason: ' ' },
        })
      ).status,
    ).toBe(422);
    const res = await api(`/jobs/applications/${a.id}/reject`, {
      method: 'PATCH',
      token: s.token,
      body: { reason: 'Role filled', notify: true },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ stage: 'rejected', rejectionReason: 'Role filled' });
    const mail = await latestMail(a.email);
    expect(mail?.text).toContain('Role filled');
    expect((await stage(s.token, a.id, 'screening')).status).toBe(409);
    expect(
      (
        await api(`/jobs/applications/${a.id}/reject`, {
          method: 'PATCH',
          token: s.token,
          body: { reason: 'again' },
        })
      ).status,
    ).toBe(409);
    expect((await interview(s.token, a.id)).status).toBe(409);
  });

  it('schedules an interview, mails the applicant and interviewers with an .ics, and validates the booking', async () => {
    const s = await employerSession();
    const job = await createJob(s.token);
    const a = await applied(job.id);
    const boss = await insertEmployee(s.organization.id, { firstName: 'Tunde', lastName: 'Bakare' });
    const res = await interview(s.token, a.id, { interviewerIds: [boss.id], notes: 'Bring ID' });
    expect(res.status).toBe(201);
    expect(res.body.data.stage).toBe('interview');
    expect(res.body.data.interviews[0]).toMatchObject({
      startsAt: '2030-03-02T09:00:00.000Z',
      durationMinutes: 45,
      mode: 'video',
      interviewers: [{ id: boss.id, name: 'Tunde Bakare' }],
    });
    const mail = await latestMail(a.email);
    expect(mail?.subject).toContain(job.title);
    expect(mail?.text).toContain('interview.ics (text/calendar)');
    const bossMail = await latestMail(boss.email);
    expect(bossMail?.text).toContain('Bring ID');

    const bad = await interview(s.token, a.id, {
      startsAt: '2030-03-02 10:00',
      durationMinutes: 2,
      mode: 'carrier-pigeon',
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['durationMinutes', 'mode', 'startsAt']);
    const noLink = await interview(s.token, a.id, { link: null });
    expect(noLink.body.errors.link).toEqual(['This field is required.']);
    const inPerson = await interview(s.token, a.id, { mode: 'in_person', link: null });
    expect(inPerson.body.errors.location).toBeDefined();
    const past = await interview(s.token, a.id, { startsAt: '2020-01-01T10:00:00Z' });
    expect(past.body.errors.startsAt).toEqual(['Choose a time in the future.']);
    const other = await employerSession();
    const stranger = await insertEmployee(other.organization.id);
    const foreign = await interview(s.token, a.id, { interviewerIds: [stranger.id] });
    expect(foreign.status).toBe(422);
    expect(foreign.body.errors.interviewerIds).toBeDefined();
    expect((await api(`/jobs/applications/${a.id}/cv`, { token: s.token })).status).toBe(200);
    const list = await api(`/jobs/${job.id}/applications`, { token: s.token });
    expect(list.body.data[0].interviews).toHaveLength(1);
  });

  it("answers 404 for another organisation's application or offer, and 403 without the permission", async () => {
    const a = await employerSession();
    const b = await employerSession();
    const job = await createJob(a.token);
    const app = await applied(job.id);
    const { offerId } = await sendOffer(a.token, app.id, app.email);
    expect((await stage(b.token, app.id, 'screening')).status).toBe(404);
    expect(
      (
        await api(`/jobs/applications/${app.id}/reject`, {
          method: 'PATCH',
          token: b.token,
          body: { reason: 'x' },
        })
      ).status,
    ).toBe(404);
    expect((await interview(b.token, app.id)).status).toBe(404);
    expect(
      (
        await api(`/jobs/applications/${app.id}/send-offer`, {
          method: 'PUT',
          token: b.token,
          body: { salary: 1, currency: 'NGN', startDate: '2027-01-01', expiresAt: inDays(3) },
        })
      ).status,
    ).toBe(404);
    expect(
      (await api(`/jobs/applications/offers/${offerId}/rescind-offer`, { method: 'PATCH', token: b.token }))
        .status,
    ).toBe(404);
    const clerk = await teamAdmin(a.organization.id, ['employees']);
    expect((await stage(clerk.token, app.id, 'screening')).status).toBe(403);
    expect((await interview(clerk.token, app.id)).status).toBe(403);
    expect(
      (
        await api(`/jobs/applications/offers/${offerId}/rescind-offer`, {
          method: 'PATCH',
          token: clerk.token,
        })
      ).status,
    ).toBe(403);
  });
});

describe('[HIRING] offers', () => {
  it('sends an offer by link; viewing marks it viewed; accepting hires; answers again are 409', async () => {
    const s = await employerSession();
    const job = await createJob(s.token);
    const a = await applied(job.id, { firstName: 'Ife' });
    const { offerId, offerToken, body } = await sendOffer(s.token, a.id, a.email);
    expect(body.data).toMatchObject({
      id: offerId,
      status: 'sent',
      salary: 30_000_000,
      application: { stage: 'offer', offer: { id: offerId } },
    });
    expect(offerToken.length).toBeGreaterThanOrEqual(40);
    // A second open offer is refused, and moving the stage needs the offer withdrawn first.
    expect(
      (
        await api(`/jobs/applications/${a.id}/send-offer`, {
          method: 'PUT',
          token: s.token,
          body: { salary: 1, currency: 'NGN', startDate: '2027-01-01', expiresAt: inDays(3) },
        })
      ).status,
    ).toBe(409);
    expect((await stage(s.token, a.id, 'interview')).status).toBe(409);

    const view = await api(`/jobs/applications/offers/${offerToken}/view-offer`);
    expect(view.status).toBe(200);
    expect(view.body.data).toMatchObject({
      status: 'viewed',
      answerable: true,
      jobTitle: job.title,
      firstName: 'Ife',
      organizationName: s.organization.name,
    });
    const accept = await api(`/jobs/applications/offers/${offerToken}/accept-offer`, { method: 'PATCH' });
    expect(accept.status).toBe(200);
    expect(accept.body.data).toMatchObject({ status: 'accepted', answerable: false });
    const again = await api(`/jobs/applications/offers/${offerToken}/reject-offer`, {
      method: 'PATCH',
      body: {},
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This offer has already been accepted.');
    expect(
      (await api(`/jobs/applications/offers/${offerId}/rescind-offer`, { method: 'PATCH', token: s.token }))
        .status,
    ).toBe(409);
    const list = await api(`/jobs/${job.id}/applications`, { token: s.token });
    expect(list.body.data[0]).toMatchObject({ stage: 'hired', offer: { status: 'accepted' } });
    expect((await stage(s.token, a.id, 'screening')).status).toBe(409);
  });

  it('declines with a reason, rescinds before an answer, expires, and unknown tokens are 404', async () => {
    const s = await employerSession();
    const job = await createJob(s.token);
    const a = await applied(job.id);
    const first = await sendOffer(s.token, a.id, a.email);
    const rescind = await api(`/jobs/applications/offers/${first.offerId}/rescind-offer`, {
      method: 'PATCH',
      token: s.token,
    });
    expect(rescind.status).toBe(200);
    expect(rescind.body.data.status).toBe('rescinded');
    const late = await api(`/jobs/applications/offers/${first.offerToken}/accept-offer`, { method: 'PATCH' });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('This offer was withdrawn by the employer.');
    expect((await api(`/jobs/applications/offers/${first.offerToken}/view-offer`)).body.data).toMatchObject({
      status: 'rescinded',
      answerable: false,
    });

    const second = await sendOffer(s.token, a.id, a.email, { salary: 32_000_000 });
    const decline = await api(`/jobs/applications/offers/${second.offerToken}/reject-offer`, {
      method: 'PATCH',
      body: { reason: 'Too far' },
    });
    expect(decline.status).toBe(200);
    expect(decline.body.data.status).toBe('rejected');
    const list = await api(`/jobs/${job.id}/applications`, { token: s.token });
    expect(list.body.data[0].offer).toMatchObject({ status: 'rejected', rejectionReason: 'Too far' });

    const third = await sendOffer(s.token, a.id, a.email, { expiresAt: inDays(1) });
    clock.advance(2 * 86_400_000);
    try {
      expect((await api(`/jobs/applications/offers/${third.offerToken}/view-offer`)).body.data).toMatchObject(
        { status: 'expired', answerable: false },
      );
      const expired = await api(`/jobs/applications/offers/${third.offerToken}/accept-offer`, {
        method: 'PATCH',
      });
      expect(expired.status).toBe(409);
      expect(expired.body.message).toBe('This offer has expired.');
    } finally {
      clock.reset();
    }
    expect((await api(`/jobs/applications/offers/${'x'.repeat(43)}/view-offer`)).status).toBe(404);
    expect(
      (await api(`/jobs/applications/offers/${'x'.repeat(43)}/accept-offer`, { method: 'PATCH' })).status,
    ).toBe(404);
    const pastExpiry = await api(`/jobs/applications/${a.id}/send-offer`, {
      method: 'PUT',
      token: s.token,
      body: { salary: 1, currency: 'NGN', startDate: '2027-01-01', expiresAt: '2020-01-01T00:00:00Z' },
    });
    expect(pastExpiry.status).toBe(422);
    const bad = await api(`/jobs/applications/${a.id}/send-offer`, {
      method: 'PUT',
      token: s.token,
      body: { salary: -5, currency: 'N', startDate: 'soon' },
    });
    expect(Object.keys(bad.body.errors).sort()).toEqual(['currency', 'expiresAt', 'salary', 'startDate']);
  });

  it('lets only one of two simultaneous answers win', async () => {
    const s = await employerSession();
    const job = await createJob(s.token);
    const a = await applied(job.id);
    const { offerToken } = await sendOffer(s.token, a.id, a.email);
    const [x, y] = await Promise.all([
      api(`/jobs/applications/offers/${offerToken}/accept-offer`, { method: 'PATCH' }),
      api(`/jobs/applications/offers/${offerToken}/reject-offer`, { method: 'PATCH', body: {} }),
    ]);
    expect([x.status, y.status].sort()).toEqual([200, 409]);
  });
});

describe('[HIRING] notes on an application', () => {
  it('adds notes with the author’s name, oldest first; blank is refused; 403 without hiring, 404 for another organisation', async () => {
    const s = await employerSession();
    const job = await createJob(s.token);
    const a = await applied(job.id);
    const note = (token: string, text: unknown, id = a.id) =>
      api(`/jobs/applications/${id}/notes`, { method: 'POST', token, body: { text } });

    const blank = await note(s.token, '   ');
    expect(blank.status).toBe(422);
    expect(blank.body.errors.text).toBeDefined();
    const first = await note(s.token, 'Strong on logistics software; ask about night shifts.');
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const second = await note(s.token, 'Reference from previous employer received.');
    const notes = second.body.data.notes as { text: string; authorName: string }[];
    expect(notes.map((n) => n.text)).toEqual([
      'Strong on logistics software; ask about night shifts.',
      'Reference from previous employer received.',
    ]);
    expect(notes[0]!.authorName).toBe(`${s.user.firstName} ${s.user.lastName}`);
    // the list of the job's applications carries them too
    const list = await api(`/jobs/${job.id}/applications`, { token: s.token });
    expect(list.body.data[0].notes).toHaveLength(2);

    const leave = await teamAdmin(s.organization.id, ['leave']);
    expect((await note(leave.token, 'Not mine to write')).status).toBe(403);
    const other = await employerSession();
    expect((await note(other.token, 'Wrong tenant')).status).toBe(404);
    expect((await api(`/jobs/${job.id}/applications`, { token: s.token })).body.data[0].notes).toHaveLength(
      2,
    );
  });
});
