'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { useDepartmentAndGroupOptions } from './use-employee-options';
import {
  TAB_STATUSES,
  type EmployeeListFilters,
  type EmployeeListTab,
  type EmployeeSelectFilter,
} from './use-employee-list-params';

type Props = {
  tab: EmployeeListTab;
  filters: EmployeeListFilters;
  /** The search box's text (it reaches the URL once typing pauses). */
  term: string;
  onTermChange: (term: string) => void;
  onChange: (key: EmployeeSelectFilter, value: string) => void;
  hasFilters: boolean;
  onClear: () => void;
};

/** Search (debounced into the URL) and the department, group and status filters above the list. */
export function EmployeeFilters({ tab, filters, term, onTermChange, onChange, hasFilters, onClear }: Props) {
  const t = useTranslations('employees.filters');
  const ts = useTranslations('employees.statuses');
  const { departments, groups } = useDepartmentAndGroupOptions();

  return (
    <div
      role="search"
      className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))_auto] lg:items-end"
    >
      <label className="grid gap-1.5 text-sm font-medium text-ink">
        {t('search')}
        <Input
          type="search"
          value={term}
          placeholder={t('searchPlaceholder')}
          onChange={(e) => onTermChange(e.target.value)}
        />
      </label>
      <label className="grid gap-1.5 text-sm font-medium text-ink">
        {t('department')}
        <Select value={filters.departmentId} onChange={(e) => onChange('departmentId', e.target.value)}>
          <option value="">{t('allDepartments')}</option>
          {departments.map((d) => (
            <option key={d.id} value={d.id}>
              {d.name}
            </option>
          ))}
        </Select>
      </label>
      <label className="grid gap-1.5 text-sm font-medium text-ink">
        {t('group')}
        <Select value={filters.payrollGroupId} onChange={(e) => onChange('payrollGroupId', e.target.value)}>
          <option value="">{t('allGroups')}</option>
          {groups.map((g) => (
            <option key={g.id} value={g.id}>
              {g.name}
            </option>
          ))}
        </Select>
      </label>
      <label className="grid gap-1.5 text-sm font-medium text-ink">
        {t('status')}
        <Select
          value={filters.status}
          onChange={(e) => onChange('status', e.target.value)}
          disabled={TAB_STATUSES[tab].length < 2}
        >
          <option value="">{t('allStatuses')}</option>
          {TAB_STATUSES[tab].map((s) => (
            <option key={s} value={s}>
              {ts(s)}
            </option>
          ))}
        </Select>
      </label>
      {hasFilters ? (
        <Button variant="ghost" onClick={onClear}>
          {t('clear')}
        </Button>
      ) : null}
    </div>
  );
}
