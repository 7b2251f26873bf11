'use client';

import { useTranslations } from 'next-intl';
import { PERMISSIONS } from '@/lib/contracts/permissions';

export const permissionLabelKey = (p: string) => p.replace('.', '_');

/** One checkbox per permission; the fieldset's legend names the group for screen readers. */
export function PermissionCheckboxes({ value, onChange, legend, error }: { value: string[]; onChange: (v: string[]) => void; legend: string; error?: string }) {
  const t = useTranslations('team.permissions');
  return (
    <fieldset className="space-y-2">
      <legend className="mb-2 text-sm font-medium text-ink">{legend}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {PERMISSIONS.map((p) => (
          <label key={p} className="flex items-center gap-2 text-sm text-ink">
            <input
              type="checkbox"
              className="size-4 accent-brand-600"
              checked={value.includes(p)}
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
