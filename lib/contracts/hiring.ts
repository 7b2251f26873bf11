import { z } from 'zod';
import { EMPLOYMENT_TYPES } from './employees';
import { calendarDate, instant as instantField, optionalText, required, text } from './fields';
import { pageQuerySchema } from './pagination';

/**
 * Recruitment (issue 17): job postings, the public careers page, applications through a pipeline,
 * interviews and offers answered by link. Money is integer minor units; dates are YYYY-MM-DD; instants are
 * ISO 8601 with an offset. Messages are `validation.*` or `hiring.validation.*` keys.
 */
const id = z.uuid({ message: 'validation.invalid' });
const isoDate = calendarDate();
// Zod messages must be shared `validation.*` keys (lib/i18n/zod-issue.ts); module keys go through fieldError.
const instant = instantField();
const minor = z
  .number({ message: 'validation.amount' })
  .int({ message: 'validation.amount' })
  .min(0, { message: 'validation.amount' })
  .max(1e13, { message: 'validation.amount' });
const currency = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{3}$/, { message: 'validation.invalid' });

export const JOB_STATUSES = ['active', 'in-active'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];
export const STAGES = ['applied', 'screening', 'interview', 'offer', 'hired', 'rejected'] as const;
export type Stage = (typeof STAGES)[number];
/** The stages `update-stage` may set; `offer` and `hired` follow from offers, `rejected` from `reject`. */
export const MOVABLE_STAGES = ['applied', 'screening', 'interview'] as const;
export const OFFER_STATUSES = ['sent', 'viewed', 'accepted', 'rejected', 'rescinded', 'expired'] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];
export const INTERVIEW_MODES = ['in_person', 'video', 'phone'] as const;
export const QUESTION_KINDS = ['text', 'yes_no'] as const;

/** A CV: PDF or DOCX, at most 5 MB, checked by its bytes. */
export const CV_TYPES = [
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
] as const;
export { MAX_CV_BYTES } from './hiring-limits';
/** Applications one client address may send per minute. */
export const APPLY_RATE_LIMIT = 20;

// ——— Jobs ———
export const jobQuestionSchema = z.object({
  id: z.string().trim().min(1, required).max(40, { message: 'validation.tooLong' }),
  label: text(300),
  kind: z.enum(QUESTION_KINDS, { message: 'validation.invalidOption' }),
  required: z.boolean().default(false),
});
export type JobQuestion = z.output<typeof jobQuestionSchema>;

export const jobInputSchema = z.object({
  title: text(160),
  departmentId: id.nullable().optional(),
  jobRoleId: id.nullable().optional(),
  employmentType: z.enum(EMPLOYMENT_TYPES, { message: 'validation.invalidOption' }),
  location: optionalText(160),
  remote: z.boolean().default(false),
  description: text(20000),
  requirements: optionalText(20000),
  salaryMin: minor.nullable().optional(),
  salaryMax: minor.nullable().optional(),
  currency,
  showSalary: z.boolean().default(false),
  openings: z
    .number({ message: 'validation.invalid' })
    .int({ message: 'validation.invalid' })
    .min(1, { message: 'validation.tooSmall' })
    .max(1000, { message: 'validation.tooBig' })
    .default(1),
  closingDate: isoDate.nullable().optional(),
  questions: z.array(jobQuestionSchema).max(20, { message: 'validation.tooBig' }).default([]),
});

/**
 * The rules across a job's fields, as `[field, message key]` pairs: the service answers them as 422 field
 * errors and the job form checks them before sending (module keys are translated by full path).
 */
export function jobRuleErrors(v: z.output<typeof jobInputSchema>): [string, string][] {
  const out: [string, string][] = [];
  if (v.salaryMin != null && v.salaryMax != null && v.salaryMin > v.salaryMax)
    out.push(['salaryMax', 'hiring.validation.salaryRange']);
  if (v.showSalary && v.salaryMin == null && v.salaryMax == null)
    out.push(['salaryMin', 'hiring.validation.salaryToShow']);
  if (!v.remote && !v.location) out.push(['location', 'hiring.validation.locationOrRemote']);
  const ids = v.questions.map((q) => q.id);
  if (new Set(ids).size !== ids.length) out.push(['questions', 'hiring.validation.questionIds']);
  return out;
}
export type JobInput = z.input<typeof jobInputSchema>;
export type JobValues = z.output<typeof jobInputSchema>;

export const jobListQuerySchema = pageQuerySchema.extend({
  tab: z.enum(JOB_STATUSES, { message: 'validation.invalidOption' }).default('active'),
  search: z.string().trim().max(100).optional(),
});
export type JobListQuery = { page?: number; perPage?: number; tab?: JobStatus; search?: string };
export const jobParamsSchema = z.object({ job_id: id });

export const stageCountsSchema = z.object(
  Object.fromEntries(STAGES.map((s) => [s, z.number()])) as Record<Stage, z.ZodNumber>,
);
export type StageCounts = z.infer<typeof stageCountsSchema>;

const namedRef = z.object({ id: z.string(), name: z.string() }).nullable();

export const jobSchema = z.object({
  id: z.string(),
  title: z.string(),
  department: namedRef,
  jobRole: namedRef,
  employmentType: z.enum(EMPLOYMENT_TYPES),
  location: z.string().nullable(),
  remote: z.boolean(),
  description: z.string(),
  requirements: z.string().nullable(),
  salaryMin: z.number().nullable(),
  salaryMax: z.number().nullable(),
  currency: z.string(),
  showSalary: z.boolean(),
  openings: z.number(),
  closingDate: z.string().nullable(),
  questions: z.array(jobQuestionSchema),
  status: z.enum(JOB_STATUSES),
  /** Active and not past its closing date: what the careers page shows. */
  open: z.boolean(),
  stageCounts: stageCountsSchema,
  applicationCount: z.number(),
  /** The careers page path of the organisation, e.g. `/careers/demo-foods-ltd`. */
  careersPath: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Job = z.infer<typeof jobSchema>;

// ——— Careers (public) ———
export const careersParamsSchema = z.object({ organization_name: z.string().trim().min(1).max(200) });
export const careersQuerySchema = z.object({
  department: z.string().trim().max(120).optional(),
  location: z.string().trim().max(160).optional(),
});
export type CareersQuery = z.infer<typeof careersQuerySchema>;

export const publicJobSchema = z.object({
  id: z.string(),
  title: z.string(),
  department: z.string().nullable(),
  jobRole: z.string().nullable(),
  employmentType: z.enum(EMPLOYMENT_TYPES),
  location: z.string().nullable(),
  remote: z.boolean(),
  description: z.string(),
  requirements: z.string().nullable(),
  /** Only when the employer shows the salary on the careers page. */
  salary: z
    .object({ min: z.number().nullable(), max: z.number().nullable(), currency: z.string() })
    .nullable(),
  openings: z.number(),
  closingDate: z.string().nullable(),
  questions: z.array(jobQuestionSchema),
  postedAt: z.string(),
});
export type PublicJob = z.infer<typeof publicJobSchema>;

export const careersSchema = z.object({
  organizationName: z.string(),
  slug: z.string(),
  /** Filter options: the departments and locations of the open jobs. */
  departments: z.array(z.string()),
  locations: z.array(z.string()),
  jobs: z.array(publicJobSchema),
});
export type Careers = z.infer<typeof careersSchema>;

/** POST jobs/{job_id}/apply (multipart; `cv` is the file, `answers` a JSON string of question id → answer). */
export const applyFieldsSchema = z.object({
  firstName: text(80),
  lastName: text(80),
  email: z
    .string()
    .trim()
    .toLowerCase()
    .max(254, { message: 'validation.tooLong' })
    .pipe(z.email({ message: 'validation.email' })),
  phone: z
    .string()
    .trim()
    .regex(/^\+?[0-9 ()-]{7,20}$/, { message: 'validation.phone' }),
  coverLetter: optionalText(10000),
  answers: z.string().max(50000, { message: 'validation.tooLong' }).optional(),
});
export type ApplyFields = z.input<typeof applyFieldsSchema>;

export const applicationReceiptSchema = z.object({
  id: z.string(),
  jobTitle: z.string(),
  organizationName: z.string(),
});

// ——— Pipeline ———
export const applicationListQuerySchema = z.object({
  stage: z.enum(STAGES, { message: 'validation.invalidOption' }).optional(),
  search: z.string().trim().max(100).optional(),
});
export type ApplicationListQuery = z.infer<typeof applicationListQuerySchema>;
export const applicationParamsSchema = z.object({ application_id: id });
/** The spec names it `job_id`, but on schedule-interview it identifies the application. */
export const scheduleParamsSchema = z.object({
  job_id: id.describe('The application id (the spec names this parameter job_id)'),
});
export const offerParamsSchema = z.object({ offer_id: id });
export const offerTokenParamsSchema = z.object({ token: z.string().min(20).max(200) });

export const updateStageSchema = z.object({
  stage: z.enum(MOVABLE_STAGES, { message: 'validation.invalidOption' }),
});
export const rejectApplicationSchema = z.object({ reason: text(1000), notify: z.boolean().default(false) });
export type RejectApplicationInput = z.input<typeof rejectApplicationSchema>;

export const scheduleInterviewSchema = z
  .object({
    startsAt: instant,
    durationMinutes: z
      .number({ message: 'validation.invalid' })
      .int({ message: 'validation.invalid' })
      .min(5, { message: 'validation.tooSmall' })
      .max(480, { message: 'validation.tooBig' }),
    mode: z.enum(INTERVIEW_MODES, { message: 'validation.invalidOption' }),
    location: optionalText(200),
    link: z
      .url({ protocol: /^https?$/, message: 'validation.invalid' })
      .max(500)
      .nullable()
      .optional(),
    interviewerIds: z.array(id).max(10, { message: 'validation.tooBig' }).default([]),
    notes: optionalText(2000),
  })
  .superRefine((v, ctx) => {
    if (v.mode === 'in_person' && !v.location)
      ctx.addIssue({ code: 'custom', path: ['location'], message: 'validation.required' });
    if (v.mode === 'video' && !v.link)
      ctx.addIssue({ code: 'custom', path: ['link'], message: 'validation.required' });
  });
export type ScheduleInterviewInput = z.input<typeof scheduleInterviewSchema>;

export const sendOfferSchema = z.object({
  salary: minor.min(1, { message: 'validation.amount' }),
  currency,
  startDate: isoDate,
  expiresAt: instant,
  message: optionalText(5000),
});
export type SendOfferInput = z.input<typeof sendOfferSchema>;
export const rejectOfferSchema = z.object({ reason: optionalText(1000) }).default({});

export const interviewSchema = z.object({
  id: z.string(),
  startsAt: z.string(),
  durationMinutes: z.number(),
  mode: z.enum(INTERVIEW_MODES),
  location: z.string().nullable(),
  link: z.string().nullable(),
  interviewers: z.array(z.object({ id: z.string(), name: z.string() })),
  notes: z.string().nullable(),
  createdAt: z.string(),
});
export type Interview = z.infer<typeof interviewSchema>;

export const offerSchema = z.object({
  id: z.string(),
  salary: z.number(),
  currency: z.string(),
  startDate: z.string(),
  expiresAt: z.string(),
  message: z.string().nullable(),
  status: z.enum(OFFER_STATUSES),
  viewedAt: z.string().nullable(),
  answeredAt: z.string().nullable(),
  rejectionReason: z.string().nullable(),
  createdAt: z.string(),
});
export type Offer = z.infer<typeof offerSchema>;

export const applicationNoteSchema = z.object({
  id: z.string(),
  text: z.string(),
  authorName: z.string(),
  createdAt: z.string(),
});
export type ApplicationNote = z.infer<typeof applicationNoteSchema>;

/** POST jobs/applications/{application_id}/notes (our addition). */
export const addNoteSchema = z.object({
  text: z
    .string({ message: 'validation.required' })
    .trim()
    .min(1, { message: 'validation.required' })
    .max(2000, { message: 'validation.tooLong' }),
});
export type AddNoteInput = z.input<typeof addNoteSchema>;

export const applicationSchema = z.object({
  id: z.string(),
  jobId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  coverLetter: z.string().nullable(),
  answers: z.array(z.object({ id: z.string(), label: z.string(), answer: z.string() })),
  cv: z.object({ fileName: z.string(), contentType: z.string(), sizeBytes: z.number() }),
  stage: z.enum(STAGES),
  rejectionReason: z.string().nullable(),
  interviews: z.array(interviewSchema),
  /** The hiring team's notes (our addition), oldest first. */
  notes: z.array(applicationNoteSchema),
  /** The latest offer, if any. */
  offer: offerSchema.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Application = z.infer<typeof applicationSchema>;

/** PUT send-offer answers the offer (its `id`) with the application it belongs to. */
export const sentOfferSchema = offerSchema.extend({ application: applicationSchema });

/** What the offer page shows the applicant. */
export const publicOfferSchema = z.object({
  id: z.string(),
  status: z.enum(OFFER_STATUSES),
  organizationName: z.string(),
  jobTitle: z.string(),
  firstName: z.string(),
  salary: z.number(),
  currency: z.string(),
  startDate: z.string(),
  expiresAt: z.string(),
  message: z.string().nullable(),
  /** True while the applicant may still accept or reject. */
  answerable: z.boolean(),
});
export type PublicOffer = z.infer<typeof publicOfferSchema>;

/** What "Create employee" pre-fills from a hired application. */
export type HirePrefill = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  departmentId: string | null;
  jobRoleId: string | null;
  employmentType: (typeof EMPLOYMENT_TYPES)[number];
  salary: number | null;
  currency: string | null;
  startDate: string | null;
};
