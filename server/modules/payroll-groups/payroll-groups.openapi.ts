import 'server-only';
import { orgRouteOptions } from '@/server/http/route-options';

/** Shared route options of the payroll-groups router: reads need a member, writes the `employees` permission. */
export const tags = ['Payroll groups'];
export const { read, write } = orgRouteOptions(tags, 'employees');
