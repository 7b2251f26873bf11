import 'server-only';
import { z } from '@hono/zod-openapi';
import {
  applicationListQuerySchema,
  applicationParamsSchema,
  applicationReceiptSchema,
  applicationSchema,
  applyFieldsSchema,
  careersParamsSchema,
  careersQuerySchema,
  careersSchema,
  CV_TYPES,
  jobInputSchema,
  jobListQuerySchema,
  jobParamsSchema,
  jobSchema,
  MAX_CV_BYTES,
} from '@/lib/contracts/hiring';
import { fieldError } from '@/server/errors';
import { routeBodyLimit } from '@/server/http/middleware/body-limit';
import { moduleRouter } from '@/server/http/module-router';
import {
  conflictResponse,
  createdResponse,
  errorResponse,
  fileResponse,
  jsonBody,
  notFoundResponse,
  okResponse,
  pagedResponse,
} from '@/server/http/openapi';
import { created, ok, paged } from '@/server/http/respond';
import * as applying from './hiring-apply.service';
import * as pipeline from './hiring-pipeline.service';
import { registerPipelineRoutes } from './hiring-pipeline.routes';
import * as hiring from './hiring.service';

/** Room for the multipart boundaries and the text fields around a CV of the maximum size. */
const MULTIPART_OVERHEAD_BYTES = 128 * 1024;

const applyForm = applyFieldsSchema.extend({
  cv: z.any().openapi({
    type: 'string',
    format: 'binary',
    description: 'PDF or DOCX, at most 5 MB (checked by its bytes)',
  }),
});

/**
 * Mounted at /jobs (lib/modules.ts). Employer calls need the `hiring` permission (writes also a live
 * subscription); the careers list, applying and answering an offer are public.
 */
export function hiringRoutes() {
  const m = moduleRouter('hiring', ['Jobs']);
  registerPipelineRoutes(m);

  // GET /jobs — paged; tab active | in-active (default active); search by title or location; stage counts per job
  m.openapi(
    m.route({
      method: 'get',
      path: '/',
      permission: 'hiring',
      request: { query: jobListQuerySchema },
      responses: pagedResponse(jobSchema),
    }),
    async (c) =>
      paged(
        c,
        await hiring.listJobs(c.var.deps.db, c.var.organizationId, c.req.valid('query'), c.var.deps.now()),
      ),
  );
  // POST /jobs — post a job (active at once)
  m.openapi(
    m.route({
      method: 'post',
      path: '/',
      permission: 'hiring',
      request: jsonBody(jobInputSchema),
      responses: createdResponse(jobSchema),
    }),
    async (c) =>
      created(
        c,
        'hiring.api.jobCreated',
        await hiring.createJob(c.var.deps.db, c.var.organizationId, c.req.valid('json'), c.var.deps.now()),
      ),
  );
  // GET /jobs/{organization_name}/careers — public: the organisation's active, unexpired jobs (department, location filters)
  m.openapi(
    m.route({
      method: 'get',
      path: '/{organization_name}/careers',
      access: 'public',
      request: { params: careersParamsSchema, query: careersQuerySchema },
      responses: { ...okResponse(careersSchema), ...notFoundResponse('No such organisation') },
    }),
    async (c) =>
      ok(
        c,
        'api.ok',
        await hiring.getCareers(
          c.var.deps.db,
          c.req.valid('param').organization_name,
          c.req.valid('query'),
          c.var.deps.now(),
        ),
      ),
  );
  // PUT /jobs/{job_id}/toggle-status — active ↔ in-active
  m.openapi(
    m.route({
      method: 'put',
      path: '/{job_id}/toggle-status',
      permission: 'hiring',
      request: { params: jobParamsSchema },
      responses: { ...okResponse(jobSchema), ...notFoundResponse() },
    }),
    async (c) => {
      const { before, data } = await hiring.toggleJobStatus(
        c.var.deps.db,
        c.var.organizationId,
        c.req.valid('param').job_id,
        c.var.deps.now(),
      );
      c.set('auditBefore', before);
      return ok(c, data.status === 'active' ? 'hiring.api.jobActivated' : 'hiring.api.jobDeactivated', data);
    },
  );
  // POST /jobs/{job_id}/apply — public, multipart: firstName, lastName, email, phone, cv (PDF/DOCX ≤ 5 MB), coverLetter, answers (JSON)
  m.openapi(
    m.route({
      method: 'post',
      path: '/{job_id}/apply',
      access: 'public',
      bodyLimit: routeBodyLimit(MAX_CV_BYTES + MULTIPART_OVERHEAD_BYTES, () =>
        fieldError('cv', 'validation.fileTooLarge', { max: '5 MB' }),
      ),
      request: {
        params: jobParamsSchema,
        body: { content: { 'multipart/form-data': { schema: applyForm } }, required: true },
      },
      responses: {
        ...createdResponse(applicationReceiptSchema, 'Application received'),
        ...notFoundResponse('No such job'),
        ...conflictResponse('This email already applied to this job'),
        429: errorResponse('More than 20 applications a minute from this address'),
      },
    }),
    async (c) => {
      const { cv, ...fields } = c.req.valid('form');
      const receipt = await applying.apply(c.var.deps, {
        jobId: c.req.valid('param').job_id,
        fields: applyFieldsSchema.parse(fields),
        cv,
        clientIp: c.var.ip,
        locale: c.var.locale,
      });
      return created(c, 'hiring.api.applied', receipt);
    },
  );
  // GET /jobs/{job_id}/applications — the job's applications (filters stage, search) with interviews and latest offer
  m.openapi(
    m.route({
      method: 'get',
      path: '/{job_id}/applications',
      permission: 'hiring',
      request: { params: jobParamsSchema, query: applicationListQuerySchema },
      responses: { ...okResponse(z.array(applicationSchema)), ...notFoundResponse() },
    }),
    async (c) =>
      ok(
        c,
        'api.ok',
        await pipeline.listApplications(
          c.var.deps.db,
          c.var.organizationId,
          c.req.valid('param').job_id,
          c.req.valid('query'),
          c.var.deps.now(),
        ),
      ),
  );
  // GET /jobs/{job_id} — one job with its stage counts
  m.openapi(
    m.route({
      method: 'get',
      path: '/{job_id}',
      permission: 'hiring',
      request: { params: jobParamsSchema },
      responses: { ...okResponse(jobSchema), ...notFoundResponse() },
    }),
    async (c) =>
      ok(
        c,
        'api.ok',
        await hiring.getJob(
          c.var.deps.db,
          c.var.organizationId,
          c.req.valid('param').job_id,
          c.var.deps.now(),
        ),
      ),
  );
  // PUT /jobs/{job_id} — edit the job
  m.openapi(
    m.route({
      method: 'put',
      path: '/{job_id}',
      permission: 'hiring',
      request: { params: jobParamsSchema, ...jsonBody(jobInputSchema) },
      responses: { ...okResponse(jobSchema), ...notFoundResponse() },
    }),
    async (c) => {
      const { before, data } = await hiring.updateJob(
        c.var.deps.db,
        c.var.organizationId,
        c.req.valid('param').job_id,
        c.req.valid('json'),
        c.var.deps.now(),
      );
      c.set('auditBefore', before);
      return ok(c, 'hiring.api.jobUpdated', data);
    },
  );
  // DELETE /jobs/{job_id} — refused (409) while it has applications; deactivate instead
  m.openapi(
    m.route({
      method: 'delete',
      path: '/{job_id}',
      permission: 'hiring',
      request: { params: jobParamsSchema },
      responses: {
        ...okResponse(z.null()),
        ...notFoundResponse(),
        ...conflictResponse('The job has applications'),
      },
    }),
    async (c) => {
      const { before } = await hiring.deleteJob(
        c.var.deps.db,
        c.var.organizationId,
        c.req.valid('param').job_id,
        c.var.deps.now(),
      );
      c.set('auditBefore', before);
      return ok(c, 'hiring.api.jobDeleted', null, { title: before.title });
    },
  );
  // GET /jobs/applications/{application_id}/cv — the applicant's CV file
  m.openapi(
    m.route({
      method: 'get',
      path: '/applications/{application_id}/cv',
      permission: 'hiring',
      request: { params: applicationParamsSchema },
      responses: {
        ...fileResponse(CV_TYPES, 'The CV, as the PDF or DOCX it was sent as'),
        ...notFoundResponse(),
      },
    }),
    async (c) => {
      const cv = await applying.readCv(
        c.var.deps.db,
        c.var.organizationId,
        c.req.valid('param').application_id,
      );
      return c.body(cv.bytes as Uint8Array<ArrayBuffer>, 200, {
        'content-type': cv.contentType,
        'content-length': String(cv.bytes.byteLength),
        'content-disposition': `attachment; filename="${encodeURIComponent(cv.fileName)}"`,
        'x-content-type-options': 'nosniff',
        'cache-control': 'private, no-store',
      });
    },
  );
  return m.build();
}
