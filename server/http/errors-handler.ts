import 'server-only';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ZodError } from 'zod';
import { zodIssueToMessage } from '@/lib/i18n/zod-issue';
import { AppError } from '@/server/errors';
import type { AppEnv } from './context';

type ErrorBody = { message: string; code: string; errors?: Record<string, string[]> };

function send(c: Context<AppEnv>, status: number, body: ErrorBody) {
  return c.json(body, status as 400);
}

/** 422 with every invalid field's messages, in the request's language. */
export function validationResponse(c: Context<AppEnv>, error: ZodError) {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const field = issue.path.join('.') || '_';
    const { key, params } = zodIssueToMessage(issue as Parameters<typeof zodIssueToMessage>[0]);
    (errors[field] ??= []).push(c.var.t(key, params));
  }
  return send(c, 422, { message: c.var.t('errors.validationFailed'), code: 'VALIDATION_FAILED', errors });
}

/**
 * What of an unexpected error may reach the log: its class, message, code and stack, never the query
 * parameters or row values a database error carries (they hold salaries, names and account numbers).
 */
export function loggable(err: unknown): Record<string, unknown> {
  const e = err as { name?: string; message?: string; code?: string; stack?: string; cause?: unknown };
  const cause = e?.cause as { code?: string; message?: string } | undefined;
  // Drizzle wraps driver errors as "Failed query: <sql>\nparams: <values>": keep the SQL, drop the values.
  const message = String(e?.message ?? err).replace(/\nparams:[\s\S]*$/, '');
  return {
    type: e?.name,
    message,
    code: e?.code ?? cause?.code,
    cause: cause?.message?.replace(/"[^"]*"/g, '"…"').slice(0, 300),
    stack: e?.stack?.replace(/\nparams:[\s\S]*?(?=\n\s+at )/, ''),
  };
}

/** The one place errors become responses: expected ones keep their code, the rest are logged as 500. */
export function handleError(err: Error, c: Context<AppEnv>) {
  const t = c.var.t;
  if (err instanceof AppError) {
    const errors = err.errors
      ? Object.fromEntries(
          Object.entries(err.errors).map(([f, list]) => [f, list.map((e) => t(e.key, e.params))]),
        )
      : undefined;
    return send(c, err.status, {
      message: t(err.messageKey, err.params),
      code: err.code,
      ...(errors && { errors }),
    });
  }
  if (err instanceof HTTPException && err.status < 500) {
    // Hono rejects malformed JSON (400) and undeclared content types (415) itself; keep our envelope.
    return err.status === 415
      ? send(c, 415, { message: t('errors.unsupportedMediaType'), code: 'UNSUPPORTED_MEDIA_TYPE' })
      : send(c, err.status, { message: t('errors.badRequest'), code: 'BAD_REQUEST' });
  }
  c.var.log.error({ err: loggable(err), method: c.req.method, path: c.req.path }, 'unhandled error');
  return send(c, 500, { message: t('errors.internal', { requestId: c.var.requestId }), code: 'INTERNAL' });
}
