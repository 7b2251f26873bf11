/**
 * Where a fullscreen screen's "Close" goes: the screen it belongs to, not the browser's previous page. After
 * "Create payroll" the previous page is the spent create form; a run opened from a link has none at all.
 */
export function fullscreenCloseHref(pathname: string): string {
  const [, module, first, second] = pathname.split('/').filter(Boolean);
  if (module === 'payroll') return '/app/payroll';
  if (module === 'hiring') return first && first !== 'create' ? `/app/hiring/${first}` : '/app/hiring';
  if (module === 'employees' && first === 'remittances' && second)
    return `/app/employees/remittances/${second}`;
  if (module === 'employees') return '/app/employees';
  return '/app/dashboard';
}
