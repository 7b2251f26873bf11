import 'server-only';
import type { z } from 'zod';
import type {
  addNoteSchema,
  Application,
  ApplicationListQuery,
  Offer,
  OfferStatus,
  rejectApplicationSchema,
  scheduleInterviewSchema,
  Stage,
  updateStageSchema,
} from '@/lib/contracts/hiring';
import { countryTimeZone } from '@/lib/countries';
import type { Locale } from '@/lib/i18n/config';
import type { DbOrTx } from '@/server/db/client';
import { conflict, fieldError, notFound } from '@/server/errors';
import type { AppDeps } from '@/server/deps';
import { translator } from '@/server/i18n';
import { findEmployeeDetail } from '@/server/modules/employees/employees.service';
import { findUserById } from '@/server/modules/identity/identity.queries';
import { findOrganization } from '@/server/modules/organization/organization.queries';
import * as mail from './hiring.mail';
import * as repo from './hiring.repo';
import { requireJob } from './hiring.service';

/**
 * The pipeline of a job's applications: reading them and moving them through the stages. Applying is in
 * hiring-apply.service.ts, offers in hiring-offers.service.ts; both build on the helpers exported here.
 */

/** The deps a pipeline call needs; `db` is the request's transaction for organisation writes. */
export type Deps = Pick<AppDeps, 'db' | 'mailer' | 'now' | 'config'>;

const FINAL: Stage[] = ['hired', 'rejected'];
export const OPEN_OFFER: OfferStatus[] = ['sent', 'viewed'];

// ——— Offers: the status a reader sees ———
export function offerStatus(row: repo.OfferRow, now: Date): OfferStatus {
  if (OPEN_OFFER.includes(row.status as OfferStatus) && row.expiresAt.getTime() <= now.getTime())
    return 'expired';
  return row.status as OfferStatus;
}

export const toOffer = (row: repo.OfferRow, now: Date): Offer => ({
  id: row.id,
  salary: row.salary,
  currency: row.currency,
  startDate: row.startDate,
  expiresAt: row.expiresAt.toISOString(),
  message: row.message,
  status: offerStatus(row, now),
  viewedAt: row.viewedAt?.toISOString() ?? null,
  answeredAt: row.answeredAt?.toISOString() ?? null,
  rejectionReason: row.rejectionReason,
  createdAt: row.createdAt.toISOString(),
});

/** Applications with their answers (labelled by the job's questions), interviews and latest offer. */
async function present(
  db: DbOrTx,
  organizationId: string,
  job: repo.JobRow,
  rows: repo.ApplicationRow[],
  now: Date,
): Promise<Application[]> {
  const ids = rows.map((r) => r.id);
  const [interviews, offers, notes] = await Promise.all([
    repo.listInterviews(db, organizationId, ids),
    repo.listOffers(db, organizationId, ids),
    repo.listNotes(db, organizationId, ids),
  ]);
  const interviewerIds = [...new Set(interviews.flatMap((i) => i.interviewerIds))];
  const names = new Map<string, string>();
  for (const id of interviewerIds) {
    const e = await findEmployeeDetail(db, organizationId, id);
    if (e) names.set(id, `${e.firstName} ${e.lastName}`);
  }
  return rows.map((r) => {
    const offer = offers.find((o) => o.applicationId === r.id);
    return {
      id: r.id,
      jobId: r.jobId,
      firstName: r.firstName,
      lastName: r.lastName,
      email: r.email,
      phone: r.phone,
      coverLetter: r.coverLetter,
      answers: job.questions.flatMap((q) =>
        r.answers[q.id] ? [{ id: q.id, label: q.label, answer: r.answers[q.id]! }] : [],
      ),
      cv: { fileName: r.cvFileName, contentType: r.cvContentType, sizeBytes: r.cvSizeBytes },
      stage: r.stage as Stage,
      rejectionReason: r.rejectionReason,
      interviews: interviews
        .filter((i) => i.applicationId === r.id)
        .map((i) => ({
          id: i.id,
          startsAt: i.startsAt.toISOString(),
          durationMinutes: i.durationMinutes,
          mode: i.mode as Application['interviews'][number]['mode'],
          location: i.location,
          link: i.link,
          interviewers: i.interviewerIds
            .map((id) => ({ id, name: names.get(id) ?? '' }))
            .filter((x) => x.name),
          notes: i.notes,
          createdAt: i.createdAt.toISOString(),
        })),
      notes: notes
        .filter((n) => n.applicationId === r.id)
        .map((n) => ({
          id: n.id,
          text: n.text,
          authorName: n.authorName,
          createdAt: n.createdAt.toISOString(),
        })),
      offer: offer ? toOffer(offer, now) : null,
      createdAt: r.createdAt.toISOString(),
      updatedAt: r.updatedAt.toISOString(),
    };
  });
}

/** GET jobs/{job_id}/applications: every application of the job (filter by stage, search by name or email). */
export async function listApplications(
  db: DbOrTx,
  organizationId: string,
  jobId: string,
  q: ApplicationListQuery,
  now: Date,
) {
  const job = await requireJob(db, organizationId, jobId);
  return present(db, organizationId, job, await repo.listApplications(db, organizationId, jobId, q), now);
}

export async function requireApplication(db: DbOrTx, organizationId: string, id: string, lock = false) {
  const row = await repo.findApplication(db, organizationId, id, lock);
  if (!row) throw notFound('hiring.errors.applicationNotFound');
  return row;
}

export async function getApplication(db: DbOrTx, organizationId: string, id: string, now: Date) {
  const row = await requireApplication(db, organizationId, id);
  const [application] = await present(
    db,
    organizationId,
    await requireJob(db, organizationId, row.jobId),
    [row],
    now,
  );
  return application!;
}

// ——— Stages ———

export function assertNotFinal(row: repo.ApplicationRow) {
  if (FINAL.includes(row.stage as Stage)) throw conflict(`hiring.errors.application_${row.stage}`);
}

export async function openOffer(db: DbOrTx, organizationId: string, applicationId: string, now: Date) {
  const offers = await repo.listOffers(db, organizationId, [applicationId]);
  return offers.find((o) => OPEN_OFFER.includes(offerStatus(o, now)));
}

/** PUT jobs/applications/{id}/update-stage: between applied, screening and interview; not while an offer is open. */
export async function updateStage(
  deps: Deps,
  organizationId: string,
  id: string,
  input: z.output<typeof updateStageSchema>,
) {
  const now = deps.now();
  const row = await requireApplication(deps.db, organizationId, id, true);
  const before = await getApplication(deps.db, organizationId, id, now);
  assertNotFinal(row);
  if (await openOffer(deps.db, organizationId, id, now)) throw conflict('hiring.errors.offerOpen');
  await repo.updateApplication(deps.db, organizationId, id, { stage: input.stage });
  return { before, data: await getApplication(deps.db, organizationId, id, now) };
}

/** POST jobs/applications/{id}/notes: a note by the signed-in user, kept with their name as it is now. */
export async function addNote(
  deps: Deps,
  organizationId: string,
  userId: string,
  id: string,
  input: z.output<typeof addNoteSchema>,
) {
  const now = deps.now();
  await requireApplication(deps.db, organizationId, id, true);
  const author = await findUserById(deps.db, userId);
  await repo.insertNote(deps.db, {
    organizationId,
    applicationId: id,
    authorId: userId,
    authorName: author ? `${author.firstName} ${author.lastName}`.trim() : '',
    text: input.text,
    createdAt: now,
  });
  return getApplication(deps.db, organizationId, id, now);
}

/** PATCH jobs/applications/{id}/reject: from any stage but hired; an open offer is rescinded; optional mail. */
export async function rejectApplication(
  deps: Deps,
  organizationId: string,
  id: string,
  input: z.output<typeof rejectApplicationSchema>,
  locale: Locale,
) {
  const now = deps.now();
  const row = await requireApplication(deps.db, organizationId, id, true);
  const before = await getApplication(deps.db, organizationId, id, now);
  assertNotFinal(row);
  const offer = await openOffer(deps.db, organizationId, id, now);
  if (offer) await repo.transitionOffer(deps.db, offer.id, OPEN_OFFER, { status: 'rescinded' });
  await repo.updateApplication(deps.db, organizationId, id, {
    stage: 'rejected',
    rejectionReason: input.reason,
  });
  if (input.notify) {
    const job = await requireJob(deps.db, organizationId, row.jobId);
    const organization = await findOrganization(deps.db, organizationId);
    await deps.mailer.send(
      mail.applicationRejectedMail(
        translator(locale),
        row.email,
        row.firstName,
        job.title,
        organization?.name ?? '',
        input.reason,
      ),
    );
  }
  return { before, data: await getApplication(deps.db, organizationId, id, now) };
}

/**
 * POST jobs/applications/{job_id}/schedule-interview (the id is the application's): books the interview,
 * moves the application to `interview` and mails the applicant and each interviewer an .ics invite.
 */
export async function scheduleInterview(
  deps: Deps,
  organizationId: string,
  id: string,
  input: z.output<typeof scheduleInterviewSchema>,
  locale: Locale,
) {
  const now = deps.now();
  const row = await requireApplication(deps.db, organizationId, id, true);
  assertNotFinal(row);
  if (row.stage === 'offer') throw conflict('hiring.errors.application_offer');
  const startsAt = new Date(input.startsAt);
  if (startsAt.getTime() <= now.getTime()) throw fieldError('startsAt', 'hiring.validation.future');
  const interviewers = [];
  for (const employeeId of new Set(input.interviewerIds)) {
    const e = await findEmployeeDetail(deps.db, organizationId, employeeId);
    if (!e) throw fieldError('interviewerIds', 'validation.notFoundInOrg');
    interviewers.push(e);
  }
  const interview = await repo.insertInterview(deps.db, {
    organizationId,
    applicationId: id,
    startsAt,
    durationMinutes: input.durationMinutes,
    mode: input.mode,
    location: input.location ?? null,
    link: input.link ?? null,
    interviewerIds: interviewers.map((e) => e.id),
    notes: input.notes ?? null,
  });
  await repo.updateApplication(deps.db, organizationId, id, { stage: 'interview' });

  const job = await requireJob(deps.db, organizationId, row.jobId);
  const org = await findOrganization(deps.db, organizationId);
  const organization = org?.name ?? '';
  const t = translator(locale);
  const where = input.mode === 'video' ? (input.link ?? null) : (input.location ?? null);
  const ics = mail.interviewIcs({
    uid: interview.id,
    now,
    startsAt,
    durationMinutes: input.durationMinutes,
    summary: t('hiring.mail.interview.summary', {
      job: job.title,
      name: `${row.firstName} ${row.lastName}`,
      organization,
    }),
    description: input.notes ?? '',
    location: input.location ?? null,
    url: input.link ?? null,
  });
  const facts = {
    job: job.title,
    organization,
    startsAt,
    timeZone: countryTimeZone(org?.country),
    locale,
    durationMinutes: input.durationMinutes,
    mode: input.mode,
    where,
    notes: null,
  };
  await deps.mailer.send(mail.interviewMail(t, row.email, row.firstName, facts, ics));
  for (const e of interviewers) {
    await deps.mailer.send(
      mail.interviewMail(t, e.email, e.firstName, { ...facts, notes: input.notes ?? null }, ics),
    );
  }
  return getApplication(deps.db, organizationId, id, now);
}
