'use client';

import { useTranslations } from 'next-intl';
import { PERMISSIONS, type Permission } from '@/lib/contracts/permissions';
import { usePermissions } from '@/lib/queries/permissions';

export const permissionLabelKey = (p: string) => p.replace('.', '_');

/**
 * One checkbox per permission; the fieldset's legend names the group for screen readers. A permission the
 * signed-in admin does not hold cannot be granted (the API refuses it too), unless the member already has it.
 */
export function PermissionCheckboxes({
  value,
  onChange,
  legend,
  error,
  held = [],
  grantAll = false,
}: {
  value: string[];
  onChange: (v: string[]) => void;
  legend: string;
  error?: string;
  /** What the member already has: those may stay ticked whatever the signed-in admin holds. */
  held?: string[];
  /** The signed-in user may grant every permission: a consultant in its client organisations. */
  grantAll?: boolean;
}) {
  const t = useTranslations('team.permissions');
  const { can } = usePermissions();
  const grantable = (p: Permission) => grantAll || can(p) || held.includes(p);
  return (
    <fieldset className="space-y-2">
      <legend className="mb-2 text-sm font-medium text-ink">{legend}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {PERMISSIONS.map((p) => (
          <label
            key={p}
            className={`flex items-center gap-2 text-sm ${grantable(p) ? 'text-ink' : 'text-muted'}`}
          >
            <input
              type="checkbox"
              className="size-4 accent-brand-600"
              checked={value.includes(p)}
              disabled={!grantable(p)}
              onChange={(e) => onChange(e.target.checked ? [...value, p] : value.filter((x) => x !== p))}
            />
            {t(permissionLabelKey(p))}
          </label>
        ))}
      </div>
      {error ? <p className="text-xs font-medium text-danger">{error}</p> : null}
    </fieldset>
  );
}
