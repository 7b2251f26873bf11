import { z } from 'zod';
import { instant, optionalText, text } from './fields';
import { pageQuerySchema } from './pagination';

/**
 * Comms (issue 18): polls with personal links and analytics, announcements, and the anonymous suggestion box.
 * Messages are i18n keys (`validation.*` shared, `comms.validation.*` this module's).
 */
const id = z.uuid({ message: 'validation.invalid' });

export const COMM_TYPES = ['poll', 'announcement'] as const;
export type CommType = (typeof COMM_TYPES)[number];
/** A poll is open or closed; an announcement is sent. */
export const COMM_STATUSES = ['open', 'closed', 'sent'] as const;
export type CommStatus = (typeof COMM_STATUSES)[number];
export const MIN_OPTIONS = 2;
export const MAX_OPTIONS = 10;
/** An anonymous poll shows a department's split only from this many answers, so nobody can be singled out. */
export const ANONYMITY_THRESHOLD = 5;

export const audienceSchema = z.object({
  departmentIds: z.array(id).max(200).default([]),
  payrollGroupIds: z.array(id).max(200).default([]),
});
export type Audience = z.output<typeof audienceSchema>;

const optionLabel = z.string().trim().min(1, { message: 'validation.required' }).max(200);

/**
 * POST comms: a poll (question, 2–10 distinct options) or an announcement (title, message) for an audience;
 * both lists empty = everyone. The shape is checked here; the rules that depend on the type are
 * `commRuleErrors`, applied by the form schema below and by the service (as field errors in its 422).
 */
export const createCommSchema = z.object({
  type: z.enum(COMM_TYPES, { message: 'validation.invalidOption' }),
  question: z.string().trim().max(500).optional(),
  options: z.array(optionLabel).max(MAX_OPTIONS).optional(),
  multiple: z.boolean().default(false),
  anonymous: z.boolean().default(false),
  audience: audienceSchema.default({ departmentIds: [], payrollGroupIds: [] }),
  closesAt: instant('validation.invalid').nullable().optional(),
  title: z.string().trim().max(200).optional(),
  message: z.string().trim().max(5000).optional(),
  /** Also create one shared link for people without a personal one. */
  sharedLink: z.boolean().default(false),
});

// Not `required.message`: zod moves a params object's `message` away when it is first used.
const REQUIRED = 'validation.required';

export type CommRuleError = { path: (string | number)[]; key: string };

/** The rules of each type (the other type's fields are ignored); keys are `validation.*` or `comms.validation.*`. */
export function commRuleErrors(v: z.output<typeof createCommSchema>, now?: Date): CommRuleError[] {
  const errors: CommRuleError[] = [];
  if (v.type === 'poll') {
    if (!v.question) errors.push({ path: ['question'], key: REQUIRED });
    const options = v.options ?? [];
    if (options.length < MIN_OPTIONS || options.length > MAX_OPTIONS)
      errors.push({ path: ['options'], key: 'comms.validation.optionsCount' });
    const seen = new Set<string>();
    options.forEach((o, i) => {
      const k = o.toLowerCase();
      if (seen.has(k)) errors.push({ path: ['options', i], key: 'comms.validation.optionDuplicate' });
      seen.add(k);
    });
    if (now && v.closesAt && new Date(v.closesAt) <= now)
      errors.push({ path: ['closesAt'], key: 'comms.validation.closesInPast' });
  } else {
    if (!v.title) errors.push({ path: ['title'], key: REQUIRED });
    if (!v.message) errors.push({ path: ['message'], key: REQUIRED });
  }
  return errors;
}

/** The dialogs' schema: the shape plus the type's rules, so the form shows the same errors as the API. */
export const createCommFormSchema = createCommSchema.superRefine((v, ctx) => {
  for (const e of commRuleErrors(v, new Date()))
    ctx.addIssue({ code: 'custom', path: e.path, message: e.key });
});

export type CreateCommInput = z.input<typeof createCommSchema>;
export type CreateCommValues = z.output<typeof createCommSchema>;

export const commListQuerySchema = pageQuerySchema.extend({
  type: z.enum(COMM_TYPES).optional(),
  status: z.enum(['open', 'closed']).optional(),
  search: z.string().trim().max(100).optional(),
});
export type CommListQuery = {
  page?: number;
  perPage?: number;
  type?: CommType;
  status?: 'open' | 'closed';
  search?: string;
};

export const pollParamsSchema = z.object({ poll_id: id });
export const tokenParamsSchema = z.object({ token: z.string().min(10).max(100) });

export const commSchema = z.object({
  id: z.string(),
  type: z.enum(COMM_TYPES),
  status: z.enum(COMM_STATUSES),
  title: z.string().nullable(),
  message: z.string().nullable(),
  question: z.string().nullable(),
  multiple: z.boolean(),
  anonymous: z.boolean(),
  audience: z.object({ departmentIds: z.array(z.string()), payrollGroupIds: z.array(z.string()) }),
  recipients: z.number(),
  /** Every answer, through personal links and the shared link. */
  responses: z.number(),
  /** Of `responses`, those through the shared link (anonymous, in no department). */
  sharedResponses: z.number(),
  /** `responses` / `recipients`, 0..1 (capped at 1). */
  responseRate: z.number(),
  closesAt: z.string().nullable(),
  closedAt: z.string().nullable(),
  /** The poll's shared link token (`/polls/{token}`), when it has one. */
  sharedToken: z.string().nullable(),
  createdAt: z.string(),
});
export type Comm = z.infer<typeof commSchema>;

export const pollOptionSchema = z.object({ id: z.string(), label: z.string() });

export const pollAnalyticsSchema = commSchema.extend({
  options: z.array(pollOptionSchema.extend({ count: z.number(), share: z.number() })),
  /** Responses per day (YYYY-MM-DD), cumulative included for the chart. */
  overTime: z.array(z.object({ date: z.string(), count: z.number(), cumulative: z.number() })),
  /**
   * Per department: recipients, responses and counts per option id, from personal links (shared-link answers
   * are in no department). For an anonymous poll a department with fewer than 5 answers is `hidden` with no
   * counts.
   */
  byDepartment: z.array(
    z.object({
      departmentId: z.string().nullable(),
      name: z.string().nullable(),
      recipients: z.number(),
      /** Answers through the department's personal links; null when hidden. */
      responses: z.number().nullable(),
      /** `responses` / `recipients`, 0..1; null when hidden. */
      responseRate: z.number().nullable(),
      hidden: z.boolean(),
      counts: z.record(z.string(), z.number()),
    }),
  ),
});
export type PollAnalytics = z.infer<typeof pollAnalyticsSchema>;

/** GET comms/poll/public/{token}: what the respondent sees. `unavailable`: the organisation's subscription lapsed. */
export const publicPollSchema = z.object({
  organizationName: z.string(),
  status: z.enum(['open', 'closed', 'unavailable']),
  /** `status === 'open'`: it takes answers now. */
  open: z.boolean(),
  question: z.string().nullable(),
  multiple: z.boolean(),
  /** The answer is linked to no one: an anonymous poll, or any answer through the shared link. */
  anonymous: z.boolean(),
  options: z.array(pollOptionSchema),
  closesAt: z.string().nullable(),
  /** This link (personal) or this browser (shared link) has answered already. */
  answered: z.boolean(),
  personal: z.boolean(),
});
export type PublicPoll = z.infer<typeof publicPollSchema>;

export const submitPollSchema = z.object({
  optionIds: z.array(id).min(1, { message: 'validation.required' }).max(MAX_OPTIONS),
});
export type SubmitPollInput = z.input<typeof submitPollSchema>;

// One id as z.uuid() takes it (version 1–8, RFC variant), so the document's pattern admits only what is taken.
const UUID = '[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}';

/** Comma-separated ids in a query string (at most 200). */
const idList = z
  .string()
  .max(8000)
  .regex(new RegExp(`^(?:${UUID}(?: *, *${UUID}){0,199})?$`), { message: 'validation.invalid' })
  .meta({ description: 'Comma-separated ids (at most 200)' })
  .optional()
  .transform((s) =>
    s
      ? s
          .split(',')
          .map((x) => x.trim())
          .filter(Boolean)
      : [],
  )
  .pipe(z.array(id).max(200));

/** GET comms/audience: `departmentIds` and `payrollGroupIds` comma-separated; both empty = everyone. */
export const audienceQuerySchema = z.object({ departmentIds: idList, payrollGroupIds: idList });
export const audienceCountSchema = z.object({ recipients: z.number() });

// ——— Suggestions ———
export const SUGGESTION_STATUSES = ['new', 'archived'] as const;
export type SuggestionStatus = (typeof SUGGESTION_STATUSES)[number];

export const createSuggestionSchema = z.object({
  message: text(2000),
  category: optionalText(60),
  anonymous: z.boolean({ message: 'validation.required' }).default(true),
});
export type CreateSuggestionInput = z.input<typeof createSuggestionSchema>;

/** Through the box link there is no one to name: always anonymous. */
export const boxSuggestionSchema = createSuggestionSchema.omit({ anonymous: true });
export type BoxSuggestionInput = z.input<typeof boxSuggestionSchema>;

export const suggestionListQuerySchema = pageQuerySchema.extend({
  status: z.enum(SUGGESTION_STATUSES).optional(),
  category: z.string().trim().max(60).optional(),
  search: z.string().trim().max(100).optional(),
});
export type SuggestionListQuery = {
  page?: number;
  perPage?: number;
  status?: SuggestionStatus;
  category?: string;
  search?: string;
};

export const suggestionParamsSchema = z.object({ suggestion_id: id });
export const archiveSuggestionSchema = z.object({ archived: z.boolean({ message: 'validation.required' }) });

export const suggestionSchema = z.object({
  id: z.string(),
  message: z.string(),
  category: z.string().nullable(),
  anonymous: z.boolean(),
  /** The sender's name, for a named suggestion only. */
  author: z.string().nullable(),
  source: z.enum(['box', 'member']),
  status: z.enum(SUGGESTION_STATUSES),
  createdAt: z.string(),
});
export type Suggestion = z.infer<typeof suggestionSchema>;

export const suggestionBoxSchema = z.object({ token: z.string(), categories: z.array(z.string()) });
export type SuggestionBox = z.infer<typeof suggestionBoxSchema>;

export const publicSuggestionBoxSchema = z.object({ organizationName: z.string(), available: z.boolean() });
export type PublicSuggestionBox = z.infer<typeof publicSuggestionBoxSchema>;
