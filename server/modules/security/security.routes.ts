import 'server-only';
import { securitySettingsSchema } from '@/lib/contracts/settings-security';
import { moduleRouter } from '@/server/http/module-router';
import { conflictResponse, jsonBody, okResponse } from '@/server/http/openapi';
import { ok } from '@/server/http/respond';
import { getSecuritySettings, setSecuritySettings } from '@/server/modules/settings/security.service';

const SAVED = 'settings.api.settingsSaved';

/**
 * Mounted at /settings (lib/modules.ts): the organisation's security settings, at the path issue 33 fixes
 * (`/api/v1/settings/security`) — the settings module itself is mounted at /organizations.
 */
export function securityRoutes() {
  const m = moduleRouter('security', ['Settings']);
  // GET /settings/security — whether every admin must have two-factor authentication
  m.openapi(
    m.route({
      method: 'get',
      path: '/security',
      permission: 'settings',
      responses: okResponse(securitySettingsSchema),
    }),
    async (c) => ok(c, 'api.ok', await getSecuritySettings(c.var.deps.db, c.var.organizationId)),
  );
  // PUT /settings/security — require MFA of every admin (the caller must have it on); step-up
  m.openapi(
    m.route({
      method: 'put',
      path: '/security',
      permission: 'settings',
      stepUp: true,
      request: jsonBody(securitySettingsSchema),
      responses: {
        ...okResponse(securitySettingsSchema),
        ...conflictResponse('Requiring MFA needs the caller to have MFA on'),
      },
    }),
    async (c) => {
      const { db } = c.var.deps;
      const { before, data } = await setSecuritySettings(
        db,
        c.var.organizationId,
        c.var.auth.userId,
        c.req.valid('json'),
      );
      c.set('auditBefore', before);
      return ok(c, SAVED, data);
    },
  );
  return m.build();
}
