import 'server-only';
import {
  addNoteSchema,
  applicationParamsSchema,
  applicationSchema,
  offerParamsSchema,
  offerSchema,
  offerTokenParamsSchema,
  publicOfferSchema,
  rejectApplicationSchema,
  rejectOfferSchema,
  scheduleInterviewSchema,
  scheduleParamsSchema,
  sendOfferSchema,
  sentOfferSchema,
  updateStageSchema,
} from '@/lib/contracts/hiring';
import type { ModuleRouter } from '@/server/http/module-router';
import {
  conflictResponse,
  createdResponse,
  jsonBody,
  notFoundResponse,
  okResponse,
} from '@/server/http/openapi';
import { created, ok } from '@/server/http/respond';
import * as offers from './hiring-offers.service';
import * as pipeline from './hiring-pipeline.service';

const stateResponses = {
  ...notFoundResponse(),
  ...conflictResponse('Not allowed in the current stage or offer state'),
};

/** The pipeline under /jobs/applications: stages, interviews and offers (offers by token are public). */
export function registerPipelineRoutes(m: ModuleRouter) {
  // PUT /jobs/applications/{application_id}/update-stage — applied, screening or interview
  m.openapi(
    m.route({
      method: 'put',
      path: '/applications/{application_id}/update-stage',
      permission: 'hiring',
      request: { params: applicationParamsSchema, ...jsonBody(updateStageSchema) },
      responses: { ...okResponse(applicationSchema), ...stateResponses },
    }),
    async (c) => {
      const { before, data } = await pipeline.updateStage(
        c.var.deps,
        c.var.organizationId,
        c.req.valid('param').application_id,
        c.req.valid('json'),
      );
      c.set('auditBefore', before);
      return ok(c, 'hiring.api.stageUpdated', data);
    },
  );
  // POST /jobs/applications/{application_id}/notes — our addition: a note by the hiring team; answers the application
  m.openapi(
    m.route({
      method: 'post',
      path: '/applications/{application_id}/notes',
      permission: 'hiring',
      request: { params: applicationParamsSchema, ...jsonBody(addNoteSchema) },
      responses: { ...createdResponse(applicationSchema), ...notFoundResponse() },
    }),
    async (c) =>
      created(
        c,
        'hiring.api.noteAdded',
        await pipeline.addNote(
          c.var.deps,
          c.var.organizationId,
          c.var.auth.userId,
          c.req.valid('param').application_id,
          c.req.valid('json'),
        ),
      ),
  );
  // PATCH /jobs/applications/{application_id}/reject — with a reason; `notify` mails the applicant
  m.openapi(
    m.route({
      method: 'patch',
      path: '/applications/{application_id}/reject',
      permission: 'hiring',
      request: { params: applicationParamsSchema, ...jsonBody(rejectApplicationSchema) },
      responses: { ...okResponse(applicationSchema), ...stateResponses },
    }),
    async (c) => {
      const { before, data } = await pipeline.rejectApplication(
        c.var.deps,
        c.var.organizationId,
        c.req.valid('param').application_id,
        c.req.valid('json'),
        c.var.locale,
      );
      c.set('auditBefore', before);
      return ok(c, 'hiring.api.rejected', data);
    },
  );
  // POST /jobs/applications/{job_id}/schedule-interview — the spec's `job_id` here is the APPLICATION's id
  m.openapi(
    m.route({
      method: 'post',
      path: '/applications/{job_id}/schedule-interview',
      permission: 'hiring',
      summary: 'Schedule an interview for an application',
      description:
        "The path keeps the product spec's parameter name `job_id`, but its value is the **application** id. " +
        'Books the interview, moves the application to `interview` and mails the applicant and interviewers an .ics invite.',
      request: { params: scheduleParamsSchema, ...jsonBody(scheduleInterviewSchema) },
      responses: {
        ...createdResponse(applicationSchema, 'Interview booked; the application with its interviews'),
        ...stateResponses,
      },
    }),
    async (c) =>
      created(
        c,
        'hiring.api.interviewScheduled',
        await pipeline.scheduleInterview(
          c.var.deps,
          c.var.organizationId,
          c.req.valid('param').job_id,
          c.req.valid('json'),
          c.var.locale,
        ),
      ),
  );
  // PUT /jobs/applications/{application_id}/send-offer — answers the offer (its id) with the application
  m.openapi(
    m.route({
      method: 'put',
      path: '/applications/{application_id}/send-offer',
      permission: 'hiring',
      request: { params: applicationParamsSchema, ...jsonBody(sendOfferSchema) },
      responses: { ...okResponse(sentOfferSchema), ...stateResponses },
    }),
    async (c) => {
      const { before, data } = await offers.sendOffer(
        c.var.deps,
        c.var.organizationId,
        c.req.valid('param').application_id,
        c.req.valid('json'),
        c.var.locale,
      );
      c.set('auditBefore', before);
      return ok(c, 'hiring.api.offerSent', data);
    },
  );
  // PATCH /jobs/applications/offers/{offer_id}/rescind-offer — withdraw before an answer
  m.openapi(
    m.route({
      method: 'patch',
      path: '/applications/offers/{offer_id}/rescind-offer',
      permission: 'hiring',
      request: { params: offerParamsSchema },
      responses: { ...okResponse(offerSchema), ...stateResponses },
    }),
    async (c) => {
      const { before, data } = await offers.rescindOffer(
        c.var.deps,
        c.var.organizationId,
        c.req.valid('param').offer_id,
      );
      c.set('auditBefore', before);
      return ok(c, 'hiring.api.offerRescinded', data);
    },
  );
  // GET /jobs/applications/offers/{token}/view-offer — public; the first view marks it viewed
  m.openapi(
    m.route({
      method: 'get',
      path: '/applications/offers/{token}/view-offer',
      access: 'public',
      request: { params: offerTokenParamsSchema },
      responses: { ...okResponse(publicOfferSchema), ...notFoundResponse('Unknown token') },
    }),
    async (c) => ok(c, 'api.ok', await offers.viewOffer(c.var.deps, c.req.valid('param').token)),
  );
  // PATCH /jobs/applications/offers/{token}/accept-offer — public; the application becomes hired
  m.openapi(
    m.route({
      method: 'patch',
      path: '/applications/offers/{token}/accept-offer',
      access: 'public',
      request: { params: offerTokenParamsSchema },
      responses: { ...okResponse(publicOfferSchema), ...stateResponses },
    }),
    async (c) =>
      ok(
        c,
        'hiring.api.offerAccepted',
        await offers.answerOffer(c.var.deps, c.req.valid('param').token, 'accepted'),
      ),
  );
  // PATCH /jobs/applications/offers/{token}/reject-offer — public; optional { reason }
  m.openapi(
    m.route({
      method: 'patch',
      path: '/applications/offers/{token}/reject-offer',
      access: 'public',
      request: {
        params: offerTokenParamsSchema,
        body: { content: { 'application/json': { schema: rejectOfferSchema } }, required: false },
      },
      responses: { ...okResponse(publicOfferSchema), ...stateResponses },
    }),
    async (c) => {
      const body = c.req.valid('json') as { reason?: string | null } | undefined;
      return ok(
        c,
        'hiring.api.offerRejected',
        await offers.answerOffer(c.var.deps, c.req.valid('param').token, 'rejected', body?.reason),
      );
    },
  );
}
