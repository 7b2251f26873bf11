import 'server-only';
import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import {
  ALLOWED_FILE_TYPES,
  filePurposeSchema,
  MAX_FILE_BYTES,
  storedFileSchema,
} from '@/lib/contracts/files';
import { fieldError } from '@/server/errors';
import type { FileAccessRequest, FileAccessRule } from '@/server/deps';
import type { AppEnv } from '@/server/http/context';
import { routeBodyLimit } from '@/server/http/middleware/body-limit';
import { missingPermission, requestPermissions } from '@/server/http/middleware/permission';
import { moduleRouter } from '@/server/http/module-router';
import { createdResponse, errorResponse, fileResponse, notFoundResponse } from '@/server/http/openapi';
import { created } from '@/server/http/respond';
import { missingUploadPermissions, readFileOf, uploadFile } from './files.service';
import { getFileStorage, type FileStorage } from './files.storage';

const uploadForm = z.object({
  file: z.any().openapi({ type: 'string', format: 'binary', description: 'PDF, PNG or JPEG, at most 5 MB' }),
  purpose: filePurposeSchema.optional(),
});

/** Room for the multipart boundaries, headers and the `purpose` field around a file of the maximum size. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/** Per upload request: the storage its bytes are written through (see `discardUnsavedUpload`). */
const uploadStorage = new WeakMap<object, FileStorage>();

/**
 * Runs around the upload's transaction (route `use` comes before it): the bytes reach the disk inside the
 * transaction, after their row, so when the transaction ends without committing — a 4xx/5xx answer, the
 * audit row or the commit failing — the keys written are deleted here and a rolled-back upload leaves no
 * orphan file. A file is never deleted once its row has committed.
 */
const discardUnsavedUpload = createMiddleware<AppEnv>(async (c, next) => {
  const disk = getFileStorage();
  const written: string[] = [];
  uploadStorage.set(c, {
    ...disk,
    put: async (key, bytes) => {
      written.push(key);
      await disk.put(key, bytes);
    },
  });
  await next();
  if (!c.error && c.res.status < 400) return;
  for (const key of written) {
    await disk
      .delete(key)
      .catch((err: unknown) => c.var.log.error({ err, key }, 'orphan upload not removed'));
  }
});

const accessRequests = new WeakMap<object, Promise<FileAccessRequest>>();

/**
 * Who asks (once per request), for the other modules' grants on files (`plugins.fileAccess`,
 * server/wiring/plugins.ts: a statutory admin's receipts); files imports none of them.
 */
function accessRequest(c: Context<AppEnv>): Promise<FileAccessRequest> {
  let req = accessRequests.get(c);
  if (!req) {
    req = requestPermissions(c).then((permissions) => ({
      db: c.var.deps.db,
      organizationId: c.var.organizationId,
      userId: c.var.auth.userId,
      permissions,
    }));
    accessRequests.set(c, req);
  }
  return req;
}

/** Whether any grant says yes (asked one after another, in list order). */
async function granted(
  c: Context<AppEnv>,
  ask: (req: FileAccessRequest, rule: FileAccessRule) => Promise<boolean> | undefined,
) {
  const req = await accessRequest(c);
  for (const rule of c.var.deps.plugins.fileAccess) if ((await ask(req, rule)) === true) return true;
  return false;
}

/** Mounted at `/file` (lib/modules.ts). */
export function filesRoutes() {
  const m = moduleRouter('files', ['Files']);

  // POST /file — uploads one document (multipart field `file`, optional `purpose`); type checked by its bytes
  m.openapi(
    m.route({
      method: 'post',
      path: '/',
      // Uploads serve KYC documents (settings), employees' rent evidence (employees) and remittance receipts
      // (employees, or a statutory admin): checked in the handler, once the purpose is known.
      permission: null,
      // Refuse oversized bodies while they stream in, before multipart parsing buffers them in memory.
      bodyLimit: routeBodyLimit(MAX_FILE_BYTES + MULTIPART_OVERHEAD_BYTES, () =>
        fieldError('file', 'validation.fileTooLarge', { max: '5 MB' }),
      ),
      use: [discardUnsavedUpload],
      request: { body: { content: { 'multipart/form-data': { schema: uploadForm } }, required: true } },
      responses: {
        ...createdResponse(storedFileSchema, 'File stored'),
        403: errorResponse('The uploader may not see what the file is for (names the permission)'),
      },
    }),
    async (c) => {
      const form = c.req.valid('form');
      const purpose = form.purpose ?? 'other';
      const missing = await missingUploadPermissions(purpose, await requestPermissions(c), () =>
        granted(c, (req, rule) => rule.uploadsOther?.(req)),
      );
      if (missing.length) throw missingPermission(c, missing);
      const stored = await uploadFile(
        c.var.deps.db,
        {
          organizationId: c.var.organizationId,
          userId: c.var.auth.userId,
          file: form.file instanceof File ? form.file : undefined,
          purpose,
        },
        uploadStorage.get(c),
      );
      return created(c, 'files.api.fileUploaded', stored);
    },
  );

  // GET /file/{file_id} — the file's bytes, for its own organisation only (another tenant's id → 404), to those
  // who may see what it belongs to now (KYC: settings; rent evidence: employees; logo: anyone; else 403)
  m.openapi(
    m.route({
      method: 'get',
      path: '/{file_id}',
      permission: null,
      request: { params: z.object({ file_id: z.uuid() }) },
      responses: {
        ...fileResponse(ALLOWED_FILE_TYPES, 'The bytes, as the type they were stored as'),
        403: errorResponse('The reader may not see what the file belongs to'),
        ...notFoundResponse('No such file in this organisation'),
      },
    }),
    async (c) => {
      const { file_id } = c.req.valid('param');
      const { file, bytes } = await readFileOf(c.var.deps.db, c.var.organizationId, file_id, {
        userId: c.var.auth.userId,
        permissions: await requestPermissions(c),
        onForbidden: (missing) => missingPermission(c, missing),
        uploadsOther: () => granted(c, (req, rule) => rule.uploadsOther?.(req)),
        alsoAllowed: () => granted(c, (req, rule) => rule.reads?.(req, file_id)),
      });
      return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
        'content-type': file.contentType,
        'content-length': String(bytes.byteLength),
        'content-disposition': `inline; filename="${encodeURIComponent(file.fileName)}"`,
        'x-content-type-options': 'nosniff',
        'cache-control': 'private, no-store',
      });
    },
  );

  return m.build();
}
