import { beforeAll, describe, expect, it } from 'vitest';
import { interviewIcs, interviewTime } from '@/server/modules/hiring/hiring.mail';
import { api, latestMail } from '../helpers/app';
import { employerSession } from '../helpers/accounts';
import { applied, createJob, warmUp } from './fixtures';

beforeAll(() => warmUp(), 120_000);

describe('[HIRING] interview times', () => {
  it('mails a Lagos candidate the time in the organisation’s zone, named (10:00 WAT), never UTC', async () => {
    const s = await employerSession(); // a Nigerian organisation
    const job = await createJob(s.token);
    const a = await applied(job.id);
    const res = await api(`/jobs/applications/${a.id}/schedule-interview`, {
      method: 'POST',
      token: s.token,
      body: {
        startsAt: '2030-03-02T09:00:00Z',
        durationMinutes: 45,
        mode: 'video',
        link: 'https://meet.example.test/abc',
      },
    });
    expect(res.status).toBe(201);
    const mail = await latestMail(a.email);
    expect(mail?.text).toContain('When: 2 Mar 2030, 10:00 WAT (45 minutes)');
    expect(mail?.text).not.toContain('UTC');
  });

  it('names each country’s zone, in both languages', () => {
    const at = new Date('2030-03-02T09:00:00Z');
    expect(interviewTime(at, 'Africa/Lagos', 'en-GB')).toBe('2 Mar 2030, 10:00 WAT');
    expect(interviewTime(at, 'Africa/Accra', 'en-GB')).toBe('2 Mar 2030, 09:00 GMT');
    expect(interviewTime(at, 'Africa/Nairobi', 'en-GB')).toBe('2 Mar 2030, 12:00 EAT');
    expect(interviewTime(at, 'Africa/Kampala', 'en-GB')).toBe('2 Mar 2030, 12:00 EAT');
    expect(interviewTime(at, 'Africa/Lagos', 'zh-CN')).toBe('2030年3月2日 10:00 WAT');
  });

  it('keeps the .ics invitation in UTC', () => {
    const ics = interviewIcs({
      uid: 'i1',
      now: new Date('2030-03-01T08:00:00Z'),
      startsAt: new Date('2030-03-02T09:00:00Z'),
      durationMinutes: 45,
      summary: 'Interview',
      description: '',
      location: null,
      url: null,
    });
    expect(ics.content).toContain('DTSTART:20300302T090000Z');
    expect(ics.content).toContain('DTEND:20300302T094500Z');
  });
});
