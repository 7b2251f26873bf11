import 'server-only';
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { APPLY_RATE_LIMIT, type applyFieldsSchema, CV_TYPES, MAX_CV_BYTES } from '@/lib/contracts/hiring';
import type { Locale } from '@/lib/i18n/config';
import type { DbOrTx } from '@/server/db/client';
import { isUniqueViolation } from '@/server/db/sql-rules';
import { AppError, conflict, fieldError, notFound } from '@/server/errors';
import { translator } from '@/server/i18n';
import { getFileStorage, type FileStorage } from '@/server/modules/files/files.service';
import { findOrganization } from '@/server/modules/organization/organization.queries';
import { requireApplication, type Deps } from './hiring-pipeline.service';
import * as mail from './hiring.mail';
import * as repo from './hiring.repo';
import { isOpen } from './hiring.service';

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
