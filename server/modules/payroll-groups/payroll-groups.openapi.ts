import 'server-only';
import type { Context } from 'hono';
import { PAY_PERMISSIONS } from '@/lib/contracts/permissions';
import type { AppEnv } from '@/server/http/context';
import { requestPermissions, requirePermission } from '@/server/http/middleware/permission';
import { orgRouteOptions } from '@/server/http/route-options';

/**
 * Shared route options of the payroll-groups router: reads of names and head counts need a member, reads
 * that carry pay or bank data (`payRead`) a permission covering pay, writes the `employees` permission.
 */
export const tags = ['Payroll groups'];
export const { read, write } = orgRouteOptions(tags, 'employees');
export const payRead = { ...read, middleware: [...read.middleware, requirePermission(...PAY_PERMISSIONS)] };

/** Whether the user may see pay figures (a group's monthly gross) in this organisation. */
export const maySeePay = async (c: Context<AppEnv>) =>
  (await requestPermissions(c)).some((p) => (PAY_PERMISSIONS as readonly string[]).includes(p));
