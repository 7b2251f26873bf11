import 'server-only';
import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { StatutoryType } from '@/lib/contracts/remittances';
import {
  ANNUAL_RETURNS,
  annualQuerySchema,
  annualReturnsOf,
  MONTHLY_RETURNS,
  monthlyReturnsOf,
  returnListSchema,
  certificateSendSchema,
  returnIssueSchema,
  returnQuerySchema,
  returnTypeParamsSchema,
} from '@/lib/contracts/statutory-returns';
import type { AppEnv } from '@/server/http/context';
import type { ModuleRouter } from '@/server/http/module-router';
import { errorResponse, fileResponse, notFoundResponse, okResponse } from '@/server/http/openapi';
import { ok } from '@/server/http/respond';
import { download, requireStatutoryAccess, statutoryAccess, typeOf } from '../remittances.http';
import { queueCertificates } from './tax-certificate.service';
import {
  buildReturn,
  listReturnIssues,
  monthSpan,
  returnTypeOf,
  yearSpan,
  type ReturnKind,
} from './returns.service';

const FILE = ['text/csv', 'application/zip'] as const;
const MONTHLY =
  'Nigeria: ng-paye (per state tax authority; several states → a zip of one CSV per state, or `state=` for one), ng-pencom (per PFA; a zip, or `pfa=`), ng-nhf. Kenya: ke-p10, ke-nssf, ke-shif. Ghana: gh-paye (DT 0107a, `PAYE EMPLOYEE.CSV`), gh-ssnit. Uganda: ug-paye, ug-nssf. Layouts and their sources: docs/returns.md.';
const ANNUAL =
  'Nigeria: ng-h1 (Form H1 data per state; a zip, or `state=`). Kenya: ke-p10-annual. Ghana: gh-paye-annual.';
const NO_RUN = {
  422: errorResponse('No approved run in the period (or year); or invalid input, `errors` naming the field'),
};

/** The path's return type: the country's (404), and one the user may manage (403, as `{type}` routes). */
async function returnType(c: Context<AppEnv>, kind: ReturnKind, raw: string) {
  const access = await statutoryAccess(c);
  const rt = returnTypeOf(kind, raw, access.country);
  await typeOf(c, rt.statutoryType);
  return rt.name;
}

/**
 * Issue 36's monthly and annual returns in the authorities' own layouts, on the remittances router (mounted at
 * /statutory). Open to those managing every type and to a statutory admin for their type's returns.
 */
export function returnRoutes(m: ModuleRouter) {
  const anyAdmin = { permission: null, use: [requireStatutoryAccess(true)] };
  const staff = { permission: null, use: [requireStatutoryAccess(false)] };
  const db = (c: Context<AppEnv>) => c.var.deps.db;

  // GET /statutory/returns (our addition) — the return types the user may download, for the remittance screen
  m.openapi(
    m.route({
      method: 'get',
      path: '/returns',
      ...anyAdmin,
      description: `${MONTHLY} ${ANNUAL}`,
      responses: okResponse(returnListSchema),
    }),
    async (c) => {
      const access = await statutoryAccess(c);
      const mine = (defs: Record<string, { type: StatutoryType }>, names: string[]) =>
        names.filter((n) => access.types.includes(defs[n]!.type));
      return ok(c, 'api.ok', {
        country: access.country,
        monthly: mine(MONTHLY_RETURNS, monthlyReturnsOf(access.country)),
        annual: mine(ANNUAL_RETURNS, annualReturnsOf(access.country)),
        certificates: access.all,
      });
    },
  );

  // GET /statutory/returns/{type}?period=YYYY-MM — the month's return file (CSV, or a zip of one per payee)
  m.openapi(
    m.route({
      method: 'get',
      path: '/returns/{type}',
      ...anyAdmin,
      description: MONTHLY,
      request: { params: returnTypeParamsSchema, query: returnQuerySchema },
      responses: {
        ...fileResponse(FILE),
        ...notFoundResponse('A type not of the organisation’s country'),
        ...NO_RUN,
      },
    }),
    async (c) => {
      const type = await returnType(c, 'monthly', c.req.valid('param').type);
      const q = c.req.valid('query');
      const only = type === 'ng-paye' ? q.state : type === 'ng-pencom' ? q.pfa : undefined;
      const file = await buildReturn(db(c), c.var.organizationId, type, monthSpan(q.period), only);
      return download(c, file.bytes, file.contentType, file.name);
    },
  );

  // GET /statutory/returns/{type}/issues?period=YYYY-MM — employees lacking an identifier the return needs
  m.openapi(
    m.route({
      method: 'get',
      path: '/returns/{type}/issues',
      ...anyAdmin,
      description: `Fix-first list before a download. ${MONTHLY}`,
      request: { params: returnTypeParamsSchema, query: returnQuerySchema.pick({ period: true }) },
      responses: { ...okResponse(z.array(returnIssueSchema)), ...notFoundResponse(), ...NO_RUN },
    }),
    async (c) => {
      const type = await returnType(c, 'monthly', c.req.valid('param').type);
      const { period } = c.req.valid('query');
      return ok(c, 'api.ok', await listReturnIssues(db(c), c.var.organizationId, type, monthSpan(period)));
    },
  );

  // GET /statutory/annual/{type}?year=YYYY — the year-end return (its approved runs' figures summed)
  m.openapi(
    m.route({
      method: 'get',
      path: '/annual/{type}',
      ...anyAdmin,
      description: ANNUAL,
      request: { params: returnTypeParamsSchema, query: annualQuerySchema },
      responses: {
        ...fileResponse(FILE),
        ...notFoundResponse('A type not of the organisation’s country'),
        ...NO_RUN,
      },
    }),
    async (c) => {
      const type = await returnType(c, 'annual', c.req.valid('param').type);
      const q = c.req.valid('query');
      const file = await buildReturn(db(c), c.var.organizationId, type, yearSpan(q.year), q.state);
      return download(c, file.bytes, file.contentType, file.name);
    },
  );

  // POST /statutory/annual/certificates/send?year=YYYY — queue mailing every employee their tax certificate, once a year
  m.openapi(
    m.route({
      method: 'post',
      path: '/annual/certificates/send',
      ...staff,
      request: { query: annualQuerySchema.pick({ year: true }) },
      responses: { ...okResponse(certificateSendSchema), ...NO_RUN },
    }),
    async (c) => {
      const { year } = c.req.valid('query');
      const result = await queueCertificates(db(c), c.var.organizationId, year);
      return ok(c, 'remittances.returns.api.certificatesQueued', result, { count: result.employees });
    },
  );
}
