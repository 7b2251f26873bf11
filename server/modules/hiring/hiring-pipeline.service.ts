import 'server-only';
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import {
  type addNoteSchema,
  APPLY_RATE_LIMIT,
  type Application,
  type ApplicationListQuery,
  type applyFieldsSchema,
  CV_TYPES,
  MAX_CV_BYTES,
  type Offer,
  type OfferStatus,
  type PublicOffer,
  type rejectApplicationSchema,
  type scheduleInterviewSchema,
  type sendOfferSchema,
  type Stage,
  type updateStageSchema,
} from '@/lib/contracts/hiring';
import { countryTimeZone } from '@/lib/countries';
import type { Locale } from '@/lib/i18n/config';
import type { DbOrTx } from '@/server/db/client';
import { isUniqueViolation } from '@/server/db/sql-rules';
import { AppError, conflict, fieldError, notFound } from '@/server/errors';
import type { AppDeps } from '@/server/deps';
import { translator } from '@/server/i18n';
import { digest, randomToken } from '@/server/crypto/tokens';
import { findUserById } from '@/server/modules/identity/identity.queries';
import { findEmployeeDetail } from '@/server/modules/employees/employees.service';
import { getFileStorage, type FileStorage } from '@/server/modules/files/files.storage';
import { findOrganization } from '@/server/modules/organization/organization.queries';
import * as mail from './hiring.mail';
import * as repo from './hiring.repo';
import { isOpen, requireJob } from './hiring.service';

/** The deps a pipeline call needs; `db` is the request's transaction for organisation writes. */
type Deps = Pick<AppDeps, 'db' | 'mailer' | 'now' | 'config'>;

const FINAL: Stage[] = ['hired', 'rejected'];
const OPEN_OFFER: OfferStatus[] = ['sent', 'viewed'];

// ——— Offers: the status a reader sees ———
export function offerStatus(row: repo.OfferRow, now: Date): OfferStatus {
  if (OPEN_OFFER.includes(row.status as OfferStatus) && row.expiresAt.getTime() <= now.getTime())
    return 'expired';
  return row.status as OfferStatus;
}

const toOffer = (row: repo.OfferRow, now: Date): Offer => ({
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

async function requireApplication(db: DbOrTx, organizationId: string, id: string, lock = false) {
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

// ——— Applying (public) ———

const startsWith = (bytes: Uint8Array, sig: number[]) => sig.every((b, i) => bytes[i] === b);
const hasText = (bytes: Uint8Array, text: string) => Buffer.from(bytes).includes(Buffer.from(text, 'latin1'));

/** PDF (`%PDF-`) or DOCX (a zip holding `word/document.xml`), by the bytes; null otherwise. */
export function sniffCv(bytes: Uint8Array): (typeof CV_TYPES)[number] | null {
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf';
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]) && hasText(bytes, 'word/document.xml')) return CV_TYPES[1];
  return null;
}

const cleanName = (name: string) =>
  (name.split(/[\\/]/).pop() ?? '').replace(/[\u0000-\u001f"]/g, '').slice(0, 255) || 'cv';

/** Answers as a JSON object of question id → text ('yes'/'no' for yes/no questions); required ones present. */
function parseAnswers(job: repo.JobRow, raw: string | undefined): Record<string, string> {
  let parsed: unknown = {};
  if (raw && raw.trim()) {
    try {
      parsed = JSON.parse(raw);
    } catch {
      throw fieldError('answers', 'hiring.validation.answersJson');
    }
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
    throw fieldError('answers', 'hiring.validation.answersJson');
  const given = parsed as Record<string, unknown>;
  const out: Record<string, string> = {};
  const errors: Record<string, { key: string }[]> = {};
  for (const q of job.questions) {
    const v = given[q.id];
    const value = typeof v === 'string' ? v.trim() : typeof v === 'boolean' ? (v ? 'yes' : 'no') : '';
    if (!value) {
      if (q.required) errors[`answers.${q.id}`] = [{ key: 'validation.required' }];
      continue;
    }
    if (q.kind === 'yes_no' && value !== 'yes' && value !== 'no')
      errors[`answers.${q.id}`] = [{ key: 'validation.yesNo' }];
    else if (value.length > 2000) errors[`answers.${q.id}`] = [{ key: 'validation.tooLong' }];
    else out[q.id] = value;
  }
  if (Object.keys(errors).length)
    throw new AppError('VALIDATION_FAILED', 'errors.validationFailed', undefined, errors);
  return out;
}

/**
 * POST jobs/{job_id}/apply. Order: the job exists (404) and is open (422), the client is under its rate
 * (429), the fields and the CV are valid (422), the email has not applied to this job (409). Then the CV is
 * stored, the row inserted and the applicant mailed.
 */
export async function apply(
  deps: Deps,
  input: {
    jobId: string;
    fields: z.output<typeof applyFieldsSchema>;
    cv: unknown;
    clientIp: string;
    locale: Locale;
  },
  storage: FileStorage = getFileStorage(),
) {
  const { db } = deps;
  const now = deps.now();
  const job = await repo.findJobById(db, input.jobId);
  if (!job) throw notFound('hiring.errors.jobNotFound');
  if (!isOpen(job, now)) throw new AppError('VALIDATION_FAILED', 'hiring.errors.jobClosed');
  if (
    (await repo.countApplicationsFrom(db, input.clientIp, new Date(now.getTime() - 60_000))) >=
    APPLY_RATE_LIMIT
  ) {
    throw new AppError('RATE_LIMITED', 'hiring.errors.applyRateLimited');
  }
  const cv = input.cv;
  if (!(cv instanceof File)) throw fieldError('cv', 'validation.required');
  if (cv.size > MAX_CV_BYTES) throw fieldError('cv', 'validation.fileTooLarge', { max: '5 MB' });
  if (cv.size === 0) throw fieldError('cv', 'validation.fileEmpty');
  const bytes = new Uint8Array(await cv.arrayBuffer());
  const type = sniffCv(bytes);
  if (!type) throw fieldError('cv', 'hiring.validation.cvType');
  const answers = parseAnswers(job, input.fields.answers);
  const { fields } = input;
  if (await repo.findApplicationByEmail(db, job.id, fields.email))
    throw conflict('hiring.errors.alreadyApplied');

  const id = randomUUID();
  const storageKey = `hiring/${job.organizationId}/${id}`;
  await storage.put(storageKey, bytes);
  const row = await repo
    .insertApplication(db, {
      id,
      organizationId: job.organizationId,
      jobId: job.id,
      firstName: fields.firstName,
      lastName: fields.lastName,
      email: fields.email,
      phone: fields.phone,
      coverLetter: fields.coverLetter ?? null,
      answers,
      cvFileName: cleanName(cv.name),
      cvContentType: type,
      cvSizeBytes: bytes.byteLength,
      cvStorageKey: storageKey,
      clientIp: input.clientIp,
    })
    .catch((e: unknown) => {
      throw isUniqueViolation(e) ? conflict('hiring.errors.alreadyApplied') : e;
    });
  const organization = await findOrganization(db, job.organizationId);
  await deps.mailer.send(
    mail.applicationReceivedMail(
      translator(input.locale),
      row.email,
      row.firstName,
      job.title,
      organization?.name ?? '',
    ),
  );
  return { id: row.id, jobTitle: job.title, organizationName: organization?.name ?? '' };
}

/** The CV's bytes, for the application's own organisation only. */
export async function readCv(
  db: DbOrTx,
  organizationId: string,
  id: string,
  storage: FileStorage = getFileStorage(),
) {
  const row = await requireApplication(db, organizationId, id);
  const bytes = await storage.get(row.cvStorageKey);
  if (!bytes) throw notFound('errors.fileNotFound');
  return { fileName: row.cvFileName, contentType: row.cvContentType, bytes };
}

// ——— Stages ———

function assertNotFinal(row: repo.ApplicationRow) {
  if (FINAL.includes(row.stage as Stage)) throw conflict(`hiring.errors.application_${row.stage}`);
}

async function openOffer(db: DbOrTx, organizationId: string, applicationId: string, now: Date) {
  const offers = await repo.listOffers(db, organizationId, [applicationId]);
  return offers.find((o) => OPEN_OFFER.includes(offerStatus(o, now)));
}

/**
 * Offers past their expiry are marked `expired` in the table, so the "one open offer" index lets a new one
 * in. Reads derive the same status from `expires_at` anyway.
 */
async function settleExpired(db: DbOrTx, organizationId: string, applicationId: string, now: Date) {
  for (const o of await repo.listOffers(db, organizationId, [applicationId])) {
    if (offerStatus(o, now) === 'expired' && o.status !== 'expired')
      await repo.transitionOffer(db, o.id, OPEN_OFFER, { status: 'expired' });
  }
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

/** PUT jobs/applications/{id}/send-offer: one open offer at a time; the applicant is mailed the /offer/{token} link. */
export async function sendOffer(
  deps: Deps,
  organizationId: string,
  id: string,
  input: z.output<typeof sendOfferSchema>,
  locale: Locale,
) {
  const now = deps.now();
  const row = await requireApplication(deps.db, organizationId, id, true);
  const before = await getApplication(deps.db, organizationId, id, now);
  assertNotFinal(row);
  const expiresAt = new Date(input.expiresAt);
  if (expiresAt.getTime() <= now.getTime()) throw fieldError('expiresAt', 'hiring.validation.future');
  await settleExpired(deps.db, organizationId, id, now);
  if (await openOffer(deps.db, organizationId, id, now)) throw conflict('hiring.errors.offerOpen');
  const token = randomToken();
  const offer = await repo
    .insertOffer(deps.db, {
      organizationId,
      applicationId: id,
      salary: input.salary,
      currency: input.currency,
      startDate: input.startDate,
      expiresAt,
      message: input.message ?? null,
      tokenHash: digest(token),
    })
    .catch((e: unknown) => {
      throw isUniqueViolation(e) ? conflict('hiring.errors.offerOpen') : e;
    });
  await repo.updateApplication(deps.db, organizationId, id, { stage: 'offer' });
  const job = await requireJob(deps.db, organizationId, row.jobId);
  const organization = (await findOrganization(deps.db, organizationId))?.name ?? '';
  const link = `${deps.config.appUrl}/offer/${token}`;
  await deps.mailer.send(
    mail.offerMail(
      translator(locale),
      row.email,
      row.firstName,
      job.title,
      organization,
      link,
      expiresAt.toISOString().slice(0, 10),
    ),
  );
  const data = await getApplication(deps.db, organizationId, id, now);
  return { before, data: { ...toOffer(offer, now), application: data } };
}

const answeredConflict = (status: OfferStatus) => conflict(`hiring.errors.offer_${status}`);

/** PATCH jobs/applications/offers/{offer_id}/rescind-offer: only before an answer and before it expires. */
export async function rescindOffer(deps: Deps, organizationId: string, offerId: string) {
  const now = deps.now();
  const offer = await repo.findOffer(deps.db, organizationId, offerId);
  if (!offer) throw notFound('hiring.errors.offerNotFound');
  const before = toOffer(offer, now);
  if (!OPEN_OFFER.includes(before.status)) throw answeredConflict(before.status);
  const moved = await repo.transitionOffer(deps.db, offer.id, OPEN_OFFER, { status: 'rescinded' }, now);
  if (!moved)
    throw answeredConflict(offerStatus((await repo.findOffer(deps.db, organizationId, offerId))!, now));
  const application = await requireApplication(deps.db, organizationId, offer.applicationId);
  if (application.stage === 'offer')
    await repo.updateApplication(deps.db, organizationId, application.id, { stage: 'interview' });
  return { before, data: toOffer(moved, now) };
}

// ——— Offers by token (public) ———

async function offerByToken(db: DbOrTx, token: string) {
  const offer = await repo.findOfferByTokenHash(db, digest(token));
  if (!offer) throw notFound('hiring.errors.offerNotFound');
  return offer;
}

async function toPublicOffer(db: DbOrTx, offer: repo.OfferRow, now: Date): Promise<PublicOffer> {
  const application = (await repo.findApplicationById(db, offer.applicationId))!;
  const job = (await repo.findJobById(db, application.jobId))!;
  const organization = await findOrganization(db, offer.organizationId);
  const status = offerStatus(offer, now);
  return {
    id: offer.id,
    status,
    organizationName: organization?.name ?? '',
    jobTitle: job.title,
    firstName: application.firstName,
    salary: offer.salary,
    currency: offer.currency,
    startDate: offer.startDate,
    expiresAt: offer.expiresAt.toISOString(),
    message: offer.message,
    answerable: OPEN_OFFER.includes(status),
  };
}

/** GET .../offers/{token}/view-offer: the offer; the first view of a sent offer marks it `viewed`. */
export async function viewOffer(deps: Deps, token: string) {
  const now = deps.now();
  let offer = await offerByToken(deps.db, token);
  if (offerStatus(offer, now) === 'sent') {
    offer =
      (await repo.transitionOffer(deps.db, offer.id, ['sent'], { status: 'viewed', viewedAt: now }, now)) ??
      offer;
  }
  return toPublicOffer(deps.db, offer, now);
}

/**
 * PATCH .../accept-offer or .../reject-offer. An answered, rescinded or expired offer answers 409 with why.
 * Accepting moves the application to `hired`, in the same transaction.
 */
export async function answerOffer(
  deps: Deps,
  token: string,
  answer: 'accepted' | 'rejected',
  reason?: string | null,
) {
  const now = deps.now();
  const offer = await offerByToken(deps.db, token);
  const status = offerStatus(offer, now);
  if (!OPEN_OFFER.includes(status)) throw answeredConflict(status);
  return deps.db.transaction(async (tx) => {
    const moved = await repo.transitionOffer(
      tx,
      offer.id,
      OPEN_OFFER,
      {
        status: answer,
        answeredAt: now,
        rejectionReason: answer === 'rejected' ? (reason ?? null) : null,
        viewedAt: offer.viewedAt ?? now,
      },
      now,
    );
    if (!moved)
      throw answeredConflict(offerStatus((await repo.findOfferByTokenHash(tx, offer.tokenHash))!, now));
    if (answer === 'accepted')
      await repo.updateApplication(tx, offer.organizationId, offer.applicationId, { stage: 'hired' });
    return toPublicOffer(tx, moved, now);
  });
}
