import 'server-only';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { statutoryTypesOf, type StatutoryType } from '@/lib/contracts/remittances';
import { AppError, notFound } from '@/server/errors';
import type { AppEnv } from '@/server/http/context';
import { requestPermissions } from '@/server/http/middleware/permission';
import { statutoryAccessOf, type StatutoryAccess } from './remittances.access';

const KEY = 'remittancesAccess' as never;

/** The request user's statutory access (remittances.access.ts), read once per request. */
export async function statutoryAccess(c: Context<AppEnv>): Promise<StatutoryAccess> {
  const cached = c.get(KEY) as StatutoryAccess | undefined;
  if (cached) return cached;
  const access = await statutoryAccessOf(
    c.var.deps.db,
    c.var.organizationId,
    c.var.auth.userId,
    await requestPermissions(c),
  );
  c.set(KEY, access as never);
  return access;
}

const forbiddenFor = (c: Context<AppEnv>, type?: string) =>
  new AppError('FORBIDDEN', 'errors.permissionMissing', {
    permission: type
      ? `${c.var.t('common.permissions.employees')}${c.var.t('common.or')}${c.var.t(`remittances.types.${type}`)}`
      : c.var.t('common.permissions.employees'),
  });

/** The route's `{type}`, checked: the country's (404) and one the user may manage (403). */
export async function typeOf(c: Context<AppEnv>, raw: string): Promise<StatutoryType> {
  const access = await statutoryAccess(c);
  const type = raw.toLowerCase() as StatutoryType;
  if (!statutoryTypesOf(access.country).includes(type)) throw notFound('remittances.errors.typeNotFound');
  if (!access.all && !access.types.includes(type)) throw forbiddenFor(c, type);
  return type;
}

/** Routes for `{type}`: any member passes the router's check, this one decides. */
export const requireTypeAccess = createMiddleware<AppEnv>(async (c, next) => {
  await typeOf(c, c.req.param('type') ?? '');
  await next();
});

/** Routes across types: the `employees` permission, or (where `allowAdmins`) any statutory admin role, filtered later. */
export const requireStatutoryAccess = (allowAdmins = false) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const access = await statutoryAccess(c);
    if (!access.all && !(allowAdmins && access.types.length > 0)) throw forbiddenFor(c);
    await next();
  });

/** A file answer: attachment, never cached (schedules, upload sheets, the authorities' returns). */
export const download = (c: Context<AppEnv>, bytes: Uint8Array, type: string, name: string) =>
  c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
    'content-type': type,
    'content-disposition': `attachment; filename="${name}"`,
    'content-length': String(bytes.byteLength),
    'cache-control': 'private, no-store',
  });
