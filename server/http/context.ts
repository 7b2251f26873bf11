import 'server-only';
import type { Permission } from '@/lib/contracts/permissions';
import type { Locale } from '@/lib/i18n/config';
import type { ModuleName } from '@/lib/modules';
import type { AppDeps, AuthContext } from '@/server/deps';
import type { Translate } from '@/server/i18n';
import type { Logger } from '@/server/logger';
import type { RenderMemo } from './render-memo';

export type AppEnv = {
  /** What `app.fetch(request, env)` is given: only in-process calls of a page render pass one (render-memo.ts). */
  Bindings: { renderMemo?: RenderMemo };
  Variables: {
    deps: AppDeps;
    requestId: string;
    locale: Locale;
    t: Translate;
    log: Logger;
    ip: string;
    auth: AuthContext;
    /** Set by requireOrganization: the organisation this request acts in. */
    organizationId: string;
    /** Set by the module router: the module that owns the route (audit entity, subscription guard). */
    module?: ModuleName;
    /** The request body's size in bytes, read once by readBody (middleware/body-limit.ts). */
    bodyBytes?: number;
    /** The user's permissions in `organizationId`, loaded once per request by the first permission check. */
    permissions?: Permission[];
    /** Set by a handler that writes its own audit row (an anonymous suggestion must not name its author). */
    skipAudit?: boolean;
    auditBefore?: unknown; // a service may set it before a change: the audit row's `before` (middleware/audit.ts)
  };
};
