/** What a team admin may be allowed to do; employers (and consultants in a client org) may do all of it. */
export const PERMISSIONS = [
  'employees',
  'payroll.create',
  'payroll.approve',
  'leave',
  'shifts',
  'hiring',
  'comms',
  'wallet',
  'settings',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

const known = new Set<string>(PERMISSIONS);

/** The permissions that cover pay and bank data (salaries, monthly gross, bank accounts): any one of them. */
export const PAY_PERMISSIONS = [
  'employees',
  'payroll.create',
  'payroll.approve',
] as const satisfies readonly Permission[];

/** The permissions a role grants in its organisation: all for employers and consultants, the stored set for team admins. */
export function permissionsForRole(
  role: { name: string; permissions: string[] } | null | undefined,
): Permission[] {
  if (!role) return [];
  if (role.name === 'team_admin') return role.permissions.filter((p): p is Permission => known.has(p));
  return [...PERMISSIONS];
}
