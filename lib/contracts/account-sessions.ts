import { z } from 'zod';

/** One of the signed-in person's live sessions (`GET account/sessions`, issue 33). */
export const accountSessionSchema = z.object({
  id: z.string().uuid(),
  /** A short label read from the browser's user agent, e.g. "Chrome on macOS". */
  device: z.string(),
  /** The client address the session signed in from. */
  ip: z.string().nullable(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  /** The session this request came with. */
  current: z.boolean(),
});

export const sessionParamsSchema = z.object({ id: z.string().uuid() });
export const revokedSessionsSchema = z.object({ revoked: z.number().int() });

export type AccountSession = z.infer<typeof accountSessionSchema>;
export type RevokedSessions = z.infer<typeof revokedSessionsSchema>;
