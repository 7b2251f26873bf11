import 'server-only';
import { kycSubmissionSchema, submitKycSchema } from '@/lib/contracts/kyc';
import { moduleRouter } from '@/server/http/module-router';
import { conflictResponse, createdResponse, jsonBody, okResponse } from '@/server/http/openapi';
import { created, ok } from '@/server/http/respond';
import { getLatestKyc, submitKyc } from './kyc.service';

/** Mounted at /organizations (lib/modules.ts). Both routes need the `settings` permission. */
export function kycRoutes() {
  const m = moduleRouter('kyc', ['KYC']);

  // POST /organizations/kyc — submits KYC; the verification provider decides it at once (approved or rejected with reasons)
  m.openapi(
    m.route({
      method: 'post',
      path: '/kyc',
      permission: 'settings',
      request: jsonBody(submitKycSchema),
      responses: {
        // A rejection is a decision, answered 201 with its reasons: it is stored (the route's transaction commits).
        ...createdResponse(kycSubmissionSchema, 'Submitted and decided'),
        ...conflictResponse('KYC is already approved or in review'),
      },
    }),
    async (c) => {
      const { before, data } = await submitKyc(
        c.var.deps,
        { organizationId: c.var.organizationId, userId: c.var.auth.userId, data: c.req.valid('json') },
        c.var.t,
      );
      c.set('auditBefore', before);
      return created(c, data.status === 'approved' ? 'kyc.api.kycApproved' : 'kyc.api.kycRejected', data);
    },
  );

  // GET /organizations/kyc — the latest submission with its decision, or null
  m.openapi(
    m.route({
      method: 'get',
      path: '/kyc',
      permission: 'settings',
      responses: okResponse(kycSubmissionSchema.nullable()),
    }),
    async (c) => ok(c, 'api.ok', await getLatestKyc(c.var.deps.db, c.var.organizationId, c.var.t)),
  );

  return m.build();
}
