import 'server-only';
import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { importReportSchema, importRowsSchema } from '@/lib/contracts/employees';
import { MAX_IMPORT_BYTES, XLSX_CONTENT_TYPE } from '@/lib/contracts/employees-import';
import { fieldError } from '@/server/errors';
import type { AppEnv } from '@/server/http/context';
import { routeBodyLimit } from '@/server/http/middleware/body-limit';
import { errorSchema } from '@/server/http/openapi';
import { ImportRejected } from './employees-import.report';
import type { SheetSource } from './employees-import.service';

/** Request and response plumbing of the import routes: sheet-or-rows bodies, size limits, xlsx answers. */

const uploadForm = z.object({
  file: z
    .any()
    .openapi({ type: 'string', format: 'binary', description: 'An xlsx file, at most 5 MB and 10,000 rows' }),
});

/** Either an uploaded xlsx (multipart `file`) or JSON `{rows}`; zod checks whichever arrives. */
export const sheetOrRowsBody = (jsonDescription: string) => ({
  body: {
    content: {
      'multipart/form-data': { schema: uploadForm },
      'application/json': { schema: importRowsSchema.describe(jsonDescription) },
    },
    required: false,
  },
});

const isMultipart = (c: Context<AppEnv>) =>
  (c.req.header('content-type') ?? '').toLowerCase().startsWith('multipart/form-data');

/** JSON rows of a 10,000-row sheet are several times larger than the xlsx they came from. */
const MAX_JSON_BYTES = 40 * 1024 * 1024;
const multipartLimit = routeBodyLimit(MAX_IMPORT_BYTES + 64 * 1024, () =>
  fieldError('file', 'validation.fileTooLarge', { max: '5 MB' }),
);
const jsonLimit = routeBodyLimit(MAX_JSON_BYTES, () =>
  fieldError('rows', 'validation.tooManyRows', { max: '10,000' }),
);

/** Refuses oversized bodies while they stream in, before multipart parsing buffers them. */
export const sheetBodyLimit = createMiddleware<AppEnv>((c, next) =>
  isMultipart(c) ? multipartLimit(c, next) : jsonLimit(c, next),
);

/** The validated body as a SheetSource. */
export async function sheetSource(c: Context<AppEnv>): Promise<SheetSource> {
  if (isMultipart(c)) {
    const { file } = (c.req.valid as (t: 'form') => { file?: unknown })('form');
    if (!(file instanceof File)) throw fieldError('file', 'validation.required');
    if (file.size > MAX_IMPORT_BYTES) throw fieldError('file', 'validation.fileTooLarge', { max: '5 MB' });
    return { file: new Uint8Array(await file.arrayBuffer()) };
  }
  const body = (c.req.valid as (t: 'json') => { rows?: Record<string, unknown>[] })('json');
  if (!body?.rows) throw fieldError('rows', 'validation.required');
  return { rows: body.rows };
}

/**
 * Runs an import; a rejected sheet answers 422 with the whole report in `data`, and its messages also in the
 * envelope's `errors`, keyed `<row>.<column>`, for clients that read only the standard error shape. Nothing
 * was written before the rejection, and the route's transaction rolls back on the 422 regardless.
 */
export async function withReport<T>(c: Context<AppEnv>, run: () => Promise<T>) {
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof ImportRejected)) throw error;
    const errors: Record<string, string[]> = {};
    for (const e of error.report.errors) (errors[`${e.row}.${e.column}`] ??= []).push(e.message);
    return c.json(
      { message: c.var.t(error.messageKey, error.params), code: error.code, errors, data: error.report },
      422,
    );
  }
}

/**
 * A rejected sheet carries its report in `data`; a body refused before any row is read (no `rows`, no file, a
 * file too large or not a workbook) is the standard error, without `data`.
 */
export const rejectedResponse = {
  422: {
    description:
      'Nothing was written. A row is invalid: `data` is the report (row, column, message per error) and `errors` holds its messages keyed `<row>.<column>`; or the body itself is invalid (no rows, no file, not a workbook): `errors` names the field and there is no `data`',
    content: { 'application/json': { schema: errorSchema.extend({ data: importReportSchema.optional() }) } },
  },
};

/** The workbook as a download named `name`. */
export const sendXlsx = (c: Context<AppEnv>, bytes: Buffer, name: string) =>
  c.body(new Uint8Array(bytes), 200, {
    'content-type': XLSX_CONTENT_TYPE,
    'content-disposition': `attachment; filename="${name}"`,
    'content-length': String(bytes.byteLength),
    'cache-control': 'private, no-store',
  });
