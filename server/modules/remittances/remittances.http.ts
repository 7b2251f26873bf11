import 'server-only';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { statutoryTypesOf, type StatutoryType } from '@/lib/contracts/remittances';
import { AppError, notFound } from '@/server/errors';
import type { AppEnv } from '@/server/http/context';
import { requestPermissions } from '@/server/http/middleware/permission';
import { findUserById } from '@/server/modules/account/account.queries';
import { findOrganization } from '@/server/modules/organization/organization.queries';
import * as repo from './remittances.repo';

/**
 * Who may see and record remittances: whoever holds the `employees` permission (employers, consultants, team
 * admins with it) for every type; a statutory admin only for the types they were invited to (403 otherwise).
 * `{type}` must be one of the organisation's country's types (404 otherwise).
 */
export type StatutoryAccess = { all: boolean; types: readonly StatutoryType[]; country: string };

const KEY = 'remittancesAccess' as never;

export async function statutoryAccess(c: Context<AppEnv>): Promise<StatutoryAccess> {
  const cached = c.get(KEY) as StatutoryAccess | undefined;
  if (cached) return cached;
  const db = c.var.deps.db;
  const [org, granted] = await Promise.all([
    findOrganization(db, c.var.organizationId),
    requestPermissions(c),
  ]);
  const country = org?.country ?? '';
  let access: StatutoryAccess;
  if (granted.includes('employees')) access = { all: true, types: statutoryTypesOf(country), country };
  else {
    const user = await findUserById(db, c.var.auth.userId);
    const mine = user ? await repo.adminTypesOf(db, c.var.organizationId, user.email) : [];
    access = { all: false, types: statutoryTypesOf(country).filter((t) => mine.includes(t)), country };
  }
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

/**
 * For the files routes: a statutory admin may upload receipt files (`other`) through POST file, and read the
 * file of a receipt of a type they manage (the advice the auto-remit generated has no uploader).
 */
export const isStatutoryAdmin = async (c: Context<AppEnv>) => {
  const access = await statutoryAccess(c);
  return !access.all && access.types.length > 0;
};

export async function mayReadReceiptFile(c: Context<AppEnv>, fileId: string) {
  const access = await statutoryAccess(c);
  return (
    access.types.length > 0 &&
    repo.receiptFileOfTypes(c.var.deps.db, c.var.organizationId, fileId, access.types)
  );
}
