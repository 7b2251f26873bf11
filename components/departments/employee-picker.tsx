'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { useDebounced } from '@/components/ui/use-debounced';
import { useErrorToast } from '@/components/ui/use-module-ui';
import type { EmployeeSummary } from '@/lib/contracts/employees';
import { useEmployeeSearch } from '@/lib/queries/departments';

type Props = {
  /** `many`: checkboxes; `one`: radio buttons. */
  mode: 'many' | 'one';
  selected: string[];
  onChange: (ids: string[]) => void;
  /** Employees already in this department are shown but cannot be picked. */
  departmentId: string;
};

/** Searches the organisation's active employees (GET employees?search=) and lets the user pick. */
export function EmployeePicker({ mode, selected, onChange, departmentId }: Props) {
  const t = useTranslations('departments.picker');
  const [term, setTerm] = useState('');
  const search = useDebounced(term.trim());
  const query = useEmployeeSearch({ search: search || undefined, perPage: 10 });
  useErrorToast(query.error, 'departments');
  const rows: EmployeeSummary[] = query.data?.data ?? [];
  const chosen = new Set(selected);

  const toggle = (id: string) => {
    if (mode === 'one') return onChange([id]);
    onChange(chosen.has(id) ? selected.filter((s) => s !== id) : [...selected, id]);
  };

  return (
    <div className="space-y-2">
      <Input
        type="search"
        value={term}
        onChange={(e) => setTerm(e.target.value)}
        placeholder={t('placeholder')}
        aria-label={t('label')}
      />
      <fieldset
        className="max-h-72 space-y-1 overflow-y-auto rounded-md border border-line p-1"
        aria-busy={query.isFetching || undefined}
      >
        <legend className="sr-only">{t('results')}</legend>
        {query.isPending
          ? Array.from({ length: 3 }, (_, i) => <Skeleton key={i} className="m-2 h-8" />)
          : null}
        {!query.isPending && rows.length === 0 ? (
          <p className="p-3 text-sm text-muted">{t('empty')}</p>
        ) : null}
        {rows.map((e) => {
          const here = e.department?.id === departmentId;
          return (
            <label
              key={e.id}
              className="flex cursor-pointer items-center gap-3 rounded-md px-2 py-2 hover:bg-canvas has-disabled:cursor-default has-disabled:opacity-60"
            >
              <input
                type={mode === 'one' ? 'radio' : 'checkbox'}
                name="employee-picker"
                className="size-4 accent-brand-600"
                checked={chosen.has(e.id)}
                disabled={mode === 'many' && here}
                onChange={() => toggle(e.id)}
              />
              <span className="min-w-0 flex-1">
                <span className="block truncate text-sm font-medium text-ink">
                  {e.firstName} {e.lastName}
                </span>
                <span className="block truncate text-xs text-muted">
                  {e.staffId} · {e.department?.name ?? t('noDepartment')}
                </span>
              </span>
              {here ? <Badge variant="secondary">{t('alreadyHere')}</Badge> : null}
            </label>
          );
        })}
      </fieldset>
    </div>
  );
}
