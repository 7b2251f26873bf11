import 'server-only';
import { createRoute } from '@hono/zod-openapi';
import { kycSubmissionSchema, submitKycSchema } from '@/lib/contracts/kyc';
import { requireOrganization } from '@/server/http/middleware/organization';
import { requirePermission } from '@/server/http/middleware/permission';
import { requireSession } from '@/server/http/middleware/session';
import { bearerAuth, createdResponse, errorSchema, jsonBody, okResponse } from '@/server/http/openapi';
import { created, ok } from '@/server/http/respond';
import { createRouter } from '@/server/http/router';
import { getLatestKyc, submitKyc } from './kyc.service';

/** Mounted at `/organizations`. */
export function kycRoutes() {
  const app = createRouter();

  // POST /organizations/kyc — submits KYC; the verification provider decides it at once (approved or rejected with reasons)
  app.openapi(
    createRoute({
      method: 'post',
      path: '/kyc',
      tags: ['KYC'],
      security: bearerAuth,
      middleware: [requireSession, requireOrganization, requirePermission('settings')],
      request: jsonBody(submitKycSchema),
      responses: {
        ...createdResponse(kycSubmissionSchema, 'Submitted and decided'),
        409: {
          description: 'KYC is already approved or in review',
          content: { 'application/json': { schema: errorSchema } },
        },
      },
    }),
    async (c) => {
      const submission = await submitKyc(
        c.var.deps,
        { organizationId: c.var.organizationId, userId: c.var.auth.userId, data: c.req.valid('json') },
        c.var.t,
      );
      return created(c, submission.status === 'approved' ? 'api.kycApproved' : 'api.kycRejected', submission);
    },
  );

  // GET /organizations/kyc — the latest submission with its decision, or null
  app.openapi(
    createRoute({
      method: 'get',
      path: '/kyc',
      tags: ['KYC'],
      security: bearerAuth,
      middleware: [requireSession, requireOrganization, requirePermission('settings')],
      responses: okResponse(kycSubmissionSchema.nullable()),
    }),
    async (c) => ok(c, 'api.ok', await getLatestKyc(c.var.deps.db, c.var.organizationId, c.var.t)),
  );

  return app;
}
