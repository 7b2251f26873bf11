import { z } from 'zod';

// Messages are keys in messages/*/chat.json, so the server and the forms show the same text.
export const pinSchema = z.string().regex(/^\d{4}$/, { message: 'chat.validation.pin' });

export const chatTokenParamsSchema = z.object({ token: z.string().min(16).max(128) });
export const chatOutboxQuerySchema = z.object({ to: z.string().min(3) });

/** POST bot/account/create-pin/{token} */
export const createPinSchema = z.object({ pin: pinSchema });
export type CreatePinInput = z.infer<typeof createPinSchema>;

/** The create-pin form: the PIN twice. */
export const createPinFormSchema = z
  .object({ pin: pinSchema, confirmPin: z.string() })
  .refine((v) => v.pin === v.confirmPin, { message: 'chat.validation.pinMismatch', path: ['confirmPin'] });
export type CreatePinForm = z.infer<typeof createPinFormSchema>;

export const CHAT_DECISIONS = ['approve', 'reject'] as const;

/** POST bot/account/authorize/{token}: a reason is required to reject. */
export const authorizeSchema = z
  .object({
    pin: pinSchema,
    decision: z.enum(CHAT_DECISIONS, { message: 'validation.invalidOption' }),
    reason: z.string().trim().max(1000).optional(),
    /** The approver's current authenticator code, beside the PIN, when they have MFA on (issue 33). */
    code: z
      .string()
      .regex(/^\d{3} ?\d{3}$/, { message: 'validation.otp' })
      .optional(),
  })
  .refine((v) => v.decision !== 'reject' || (v.reason?.length ?? 0) > 0, {
    message: 'chat.validation.reasonRequired',
    path: ['reason'],
  });
export type AuthorizeInput = z.input<typeof authorizeSchema>;
/** The authorise page's reject dialog: the reason (its PIN is the page's own form's). */
export const rejectReasonSchema = z.object({
  reason: z
    .string()
    .trim()
    .min(1, { message: 'chat.validation.reasonRequired' })
    .max(1000, { message: 'validation.tooLong' }),
});

export const chatLinkSchema = z.object({ sentTo: z.string(), expiresAt: z.string() });
export type ChatLink = z.infer<typeof chatLinkSchema>;

export const chatOutboxItemSchema = z.object({
  id: z.string(),
  to: z.string(),
  text: z.string(),
  link: z.string(),
  createdAt: z.string(),
});

const totalsSchema = z.object({
  currency: z.string(),
  net: z.number(),
  gross: z.number(),
  employees: z.number(),
});

/** What the authorise page shows, read by its token only. */
export const authorizeViewSchema = z.object({
  organization: z.object({ name: z.string() }),
  approver: z.object({ firstName: z.string() }),
  run: z.object({
    name: z.string(),
    period: z.string(),
    payDate: z.string().nullable(),
    status: z.string(),
    version: z.number(),
    headcount: z.number(),
    totals: z.array(totalsSchema),
  }),
  level: z.number(),
  levels: z.number(),
  expiresAt: z.string(),
  /** The approver has MFA on: approving asks for a current code beside the PIN. */
  mfaRequired: z.boolean(),
});
export type AuthorizeView = z.infer<typeof authorizeViewSchema>;

export const authorizeResultSchema = z.object({ decision: z.enum(CHAT_DECISIONS), status: z.string() });
export type AuthorizeResult = z.infer<typeof authorizeResultSchema>;
