import 'server-only';
import { orgRouteOptions } from '@/server/http/route-options';

/** Shared route options of the departments router: reads need a member, writes the `employees` permission. */
export const tags = ['Departments'];
export const { read, write } = orgRouteOptions(tags, 'employees');
