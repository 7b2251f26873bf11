import 'server-only';
import type { Permission } from '@/lib/contracts/permissions';
import type { Locale } from '@/lib/i18n/config';
import type { ModuleName } from '@/lib/modules';
import type { Db } from '@/server/db/client';
import type { ServerConfig } from '@/server/config';
import type { Translate } from '@/server/i18n';
import type { Logger } from '@/server/logger';
import type { Mailer } from '@/server/mail/mailer';
import type { RenderMemo } from './render-memo';

/** What the app is built from: tests pass their own database, mailer and clock. */
export type AppDeps = {
  db: Db;
  config: ServerConfig;
  mailer: Mailer;
  now: () => Date;
  /** Waits before answering (the rate limiter's per-account delay); tests pass one that records instead. */
  sleep?: (ms: number) => Promise<void>;
};

/** The signed-in actor, resolved by the session middleware from a verified, unrevoked token. */
export type AuthContext = {
  userId: string;
  sessionId: string;
  /** The organisation the session works in; null in consultant mode. */
  organizationId: string | null;
  roles: string[];
};

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
