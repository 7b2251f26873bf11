import 'server-only';
import { createRoute, z } from '@hono/zod-openapi';
import { filePurposeSchema, MAX_FILE_BYTES, storedFileSchema } from '@/lib/contracts/files';
import { fieldError } from '@/server/errors';
import { requireOrganization } from '@/server/http/middleware/organization';
import { routeBodyLimit } from '@/server/http/middleware/body-limit';
import { missingPermission, requestPermissions } from '@/server/http/middleware/permission';
import { requireSession } from '@/server/http/middleware/session';
import { bearerAuth, createdResponse, errorSchema } from '@/server/http/openapi';
import { created } from '@/server/http/respond';
import { createRouter } from '@/server/http/router';
import { isStatutoryAdmin, mayReadReceiptFile } from '@/server/modules/remittances/remittances.policy';
import { missingFilePermissions, readFileOf, uploadFile } from './files.service';

const uploadForm = z.object({
  file: z.any().openapi({ type: 'string', format: 'binary', description: 'PDF, PNG or JPEG, at most 5 MB' }),
  purpose: filePurposeSchema.optional(),
});

/** Room for the multipart boundaries, headers and the `purpose` field around a file of the maximum size. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/** Mounted at `/file`. */
export function filesRoutes() {
  const app = createRouter();

  // POST /file — uploads one document (multipart field `file`, optional `purpose`); type checked by its bytes
  app.openapi(
    createRoute({
      method: 'post',
      path: '/',
      tags: ['Files'],
      security: bearerAuth,
      // Uploads serve KYC documents (settings), employees' rent evidence (employees) and remittance receipts
      // (employees, or a statutory admin): checked in the handler, once the purpose is known.
      middleware: [
        requireSession,
        requireOrganization,
        // Refuse oversized bodies while they stream in, before multipart parsing buffers them in memory.
        routeBodyLimit(MAX_FILE_BYTES + MULTIPART_OVERHEAD_BYTES, () =>
          fieldError('file', 'validation.fileTooLarge', { max: '5 MB' }),
        ),
      ],
      request: { body: { content: { 'multipart/form-data': { schema: uploadForm } }, required: true } },
      responses: createdResponse(storedFileSchema, 'File stored'),
    }),
    async (c) => {
      const form = c.req.valid('form');
      const purpose = form.purpose ?? 'other';
      // Only those who may see what the file is for may upload it (a KYC document needs `settings`); a
      // statutory admin, who holds no team permission, uploads the receipts of their type (`other`).
      const granted = await requestPermissions(c);
      const statutoryReceipt = purpose === 'other' && (await isStatutoryAdmin(c));
      if (!statutoryReceipt) {
        if (!granted.some((p) => p === 'settings' || p === 'employees'))
          throw missingPermission(c, ['settings', 'employees']);
        const missing = missingFilePermissions(purpose, granted);
        if (missing.length) throw missingPermission(c, missing);
      }
      const stored = await uploadFile(c.var.deps.db, {
        organizationId: c.var.organizationId,
        userId: c.var.auth.userId,
        file: form.file instanceof File ? form.file : undefined,
        purpose,
      });
      return created(c, 'api.fileUploaded', stored);
    },
  );

  // GET /file/{file_id} — the file's bytes, for its own organisation only (another tenant's id → 404), to those
  // who may see what it belongs to (KYC: settings; rent evidence: employees; logo: anyone) or its uploader (else 403)
  app.openapi(
    createRoute({
      method: 'get',
      path: '/{file_id}',
      tags: ['Files'],
      security: bearerAuth,
      middleware: [requireSession, requireOrganization],
      request: { params: z.object({ file_id: z.uuid() }) },
      responses: {
        200: {
          description: 'The bytes',
          content: { 'application/octet-stream': { schema: z.string().openapi({ format: 'binary' }) } },
        },
        403: {
          description: 'The reader may not see what the file belongs to',
          content: { 'application/json': { schema: errorSchema } },
        },
        404: {
          description: 'No such file in this organisation',
          content: { 'application/json': { schema: errorSchema } },
        },
      },
    }),
    async (c) => {
      const { file, bytes } = await readFileOf(
        c.var.deps.db,
        c.var.organizationId,
        c.req.valid('param').file_id,
        {
          userId: c.var.auth.userId,
          permissions: await requestPermissions(c),
          onForbidden: (missing) => missingPermission(c, missing),
          alsoAllowed: () => mayReadReceiptFile(c, c.req.valid('param').file_id),
        },
      );
      return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
        'content-type': file.contentType,
        'content-length': String(bytes.byteLength),
        'content-disposition': `inline; filename="${encodeURIComponent(file.fileName)}"`,
        'x-content-type-options': 'nosniff',
        'cache-control': 'private, no-store',
      });
    },
  );

  return app;
}
