import 'server-only';
import { createRoute, type RouteConfig, type RouteHandler } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import type { Permission } from '@/lib/contracts/permissions';
import { getModule, PLAN_IDS, type ModuleName } from '@/lib/modules';
import type { AppEnv } from './context';
import { jsonBodyLimit } from './middleware/body-limit';
import { requireMfaEnrolment, requireStepUp } from './middleware/mfa';
import { inModule } from './middleware/module';
import { requireOrganization } from './middleware/organization';
import { requirePermission } from './middleware/permission';
import { requireSession } from './middleware/session';
import { requireModuleAccess } from './middleware/subscription';
import { writeTransaction } from './middleware/write-transaction';
import { bearerAuth, errorResponse, idempotencyHeaderDoc } from './openapi';
import { createRouter } from './router';

/**
 * Who may call a route:
 * - `public`: anyone (sign-in, careers, public poll pages, webhooks with their own signature);
 * - `user`: a signed-in user, in no particular organisation (their account, consultant console);
 * - `org`: a member of the session's organisation holding `permission` (any of a list; `null` = any member).
 */
export type RouteAccess =
  | { access: 'public' | 'user'; permission?: never }
  | { access?: 'org'; permission: Permission | readonly Permission[] | null };

export type RouteOptions = RouteAccess & {
  /**
   * The audit row, written in the change's own transaction. On by default for organisation writes; `false`
   * for POSTs that change nothing (checking a sheet, a name enquiry); `true` for a GET that changes something.
   */
  audit?: boolean;
  /** Accepts `Idempotency-Key`: a retry replays the first answer; the same key with another body → 422. */
  idempotent?: boolean;
  /**
   * A sensitive action (issue 33): a user with MFA on must send a fresh code in `X-MFA-Code`
   * (middleware/mfa.ts); users without MFA are not asked.
   */
  stepUp?: boolean;
  /** Extra middleware after the access checks. */
  use?: MiddlewareHandler<AppEnv>[];
  /** The body limit, first of all checks: default 1 MB of JSON on writes (uploads and imports bring their own). */
  bodyLimit?: MiddlewareHandler<AppEnv>;
};

type Method = RouteConfig['method'];
const READS = new Set<Method>(['get', 'head', 'options']);

/** `/a/{id}/b` → [static, param, static]: a static segment is more specific than a parameter. */
function specificity(path: string): number[] {
  return path
    .split('/')
    .filter(Boolean)
    .map((s) => (s.startsWith('{') ? 1 : 2));
}

/** `/add-ons/{employee_id}` → `AddOnsByEmployeeId`: the route's path as a name, parameters as `By<Name>`. */
function pathName(path: string): string {
  const pascal = (s: string) =>
    s
      .split(/[^A-Za-z0-9]+/)
      .filter(Boolean)
      .map((w) => w[0]!.toUpperCase() + w.slice(1))
      .join('');
  return path
    .split('/')
    .filter(Boolean)
    .map((seg) => (seg.startsWith('{') ? `By${pascal(seg.slice(1, -1))}` : pascal(seg)))
    .join('');
}

/**
 * The operation's id in the OpenAPI document, from module + method + path (`departmentsGetByDepartmentId`,
 * `employeesPostAddOnsBulk`): unique, since a module's methods and paths are, and stable for generated clients.
 */
export function operationIdOf(module: string, method: string, path: string): string {
  const camelModule = module.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
  return `${camelModule}${method[0]!.toUpperCase()}${method.slice(1).toLowerCase()}${pathName(path)}`;
}

/** Does the route take a JSON body? */
const takesJson = (request: RouteConfig['request']) =>
  !!request?.body && 'application/json' in (request.body.content ?? {});

function compareSpecificity(a: string, b: string): number {
  const sa = specificity(a);
  const sb = specificity(b);
  for (let i = 0; i < Math.min(sa.length, sb.length); i++) {
    if (sa[i] !== sb[i]) return sb[i]! - sa[i]!;
  }
  return sb.length - sa.length;
}

/**
 * The one way to declare a module's routes. Each route states its access and permission; the module's
 * registry entry (lib/modules.ts) adds the subscription and plan guards, and every organisation write runs in
 * one transaction with its audit row (entity = the module's name). Routes are registered most specific first,
 * so `/employees/suspend` never reaches `/employees/{employee_id}` whatever the order they are written in.
 *
 * ```ts
 * const m = moduleRouter('departments', ['Departments']);
 * // GET /departments — paged list
 * m.openapi(m.route({ method: 'get', path: '/', permission: null, request: { query }, responses: pagedResponse(item) }), handler);
 * return m.build();
 * ```
 */
export function moduleRouter(name: ModuleName, tags: string[]) {
  const mod = getModule(name);
  const pending: { path: string; register: (app: ReturnType<typeof createRouter>) => void }[] = [];

  function route<R extends RouteConfig>(config: R & RouteOptions): R {
    const {
      access = 'org',
      permission,
      audit,
      idempotent = false,
      stepUp = false,
      use = [],
      bodyLimit,
      ...rest
    } = config;
    const method = rest.method;
    const isRead = READS.has(method);
    const audited = access === 'org' && (audit ?? !isRead);
    const guarded = access === 'org' && mod.subscription === true && !isRead;
    // A module outside the cheapest plan answers 402 PLAN_REQUIRED to organisations whose plan lacks it.
    const planGuarded = access === 'org' && mod.plan !== undefined && mod.plan !== PLAN_IDS[0];

    const middleware: MiddlewareHandler<AppEnv>[] = [inModule(name)];
    if (!isRead) middleware.push(bodyLimit ?? jsonBodyLimit);
    if (access !== 'public') middleware.push(requireSession);
    if (access === 'org') {
      middleware.push(requireOrganization, requireMfaEnrolment);
      if (permission) middleware.push(requirePermission(...([permission].flat() as Permission[])));
      if (guarded || planGuarded)
        middleware.push(requireModuleAccess(name, { expiry: guarded, plan: planGuarded }));
    }
    if (stepUp && access !== 'public') middleware.push(requireStepUp);
    middleware.push(...use);
    if (audited || idempotent) middleware.push(writeTransaction({ audit: audited, idempotent }));

    // What the template and the app's middleware may answer on every route of its kind, so the document
    // lists each status a client can meet; a route adds its own (404, 409…) or a closer description.
    const forbidden = [
      access === 'org' &&
        (permission
          ? `Needs the ${[permission].flat().join(' or ')} permission`
          : 'Not a member of the organisation'),
      !isRead && 'A cross-site request (sent from a page of another site) is refused',
      access === 'org' &&
        'MFA_ENROLMENT_REQUIRED: the organisation requires two-factor authentication and the user has not set it up',
      stepUp &&
        'MFA_REQUIRED: the user has MFA on and sent no `X-MFA-Code`; MFA_INVALID: the code is wrong or already used',
    ].filter(Boolean);
    const errors = {
      ...(!isRead && {
        400: errorResponse(
          takesJson(rest.request)
            ? 'The body is not readable JSON, or nests too deeply'
            : 'A JSON body that is not readable, or nests too deeply',
        ),
      }),
      ...(access !== 'public' && { 401: errorResponse('No session, or the session was revoked') }),
      ...((guarded || planGuarded) && {
        402: errorResponse(
          planGuarded
            ? `SUBSCRIPTION_EXPIRED: the subscription has expired; PLAN_REQUIRED: the plan does not include ${name} (${mod.plan} and above do)`
            : 'SUBSCRIPTION_EXPIRED: the subscription has expired',
        ),
      }),
      ...(forbidden.length > 0 && { 403: errorResponse(forbidden.join('; or ')) }),
      ...(rest.path.includes('{') && { 404: errorResponse('Not found (also another organisation’s ids)') }),
      ...(!isRead && { 413: errorResponse('The body is too large') }),
      ...(rest.request?.body && { 415: errorResponse('The body’s content type is not one the route takes') }),
      422: errorResponse(
        rest.request
          ? 'Invalid input; `errors` holds the messages per field'
          : 'Unstorable text (a NUL, or half a surrogate pair) in the path or query; `errors` names it',
      ),
    };
    const request = idempotent
      ? { ...rest.request, headers: rest.request?.headers ?? idempotencyHeaderDoc }
      : rest.request;

    return createRoute({
      operationId: operationIdOf(name, method, rest.path),
      ...rest,
      ...(request && { request }),
      // Read by tests that sweep every route (tenancy, roles, bad input) from the OpenAPI document.
      'x-paygrid': {
        module: name,
        access,
        permission: permission ?? null,
        audited,
        idempotent,
        stepUp,
        subscription: guarded,
        plan: planGuarded ? mod.plan! : null,
        // Writes take at most 1 MB of JSON unless the route brings its own limit (uploads, sheet imports).
        bodyLimit: isRead ? null : bodyLimit ? 'own' : 'json',
      },
      tags,
      ...(access !== 'public' && { security: bearerAuth }),
      middleware,
      responses: { ...errors, ...rest.responses },
    }) as unknown as R;
  }

  return {
    route,
    /** Queues a route; `build()` registers them all, most specific path first. */
    openapi<R extends RouteConfig>(config: R, handler: RouteHandler<R, AppEnv>) {
      pending.push({ path: config.path, register: (app) => app.openapi(config, handler as never) });
    },
    build() {
      const app = createRouter();
      for (const p of [...pending].sort((a, b) => compareSpecificity(a.path, b.path))) p.register(app);
      return app;
    },
  };
}

export type ModuleRouter = ReturnType<typeof moduleRouter>;
