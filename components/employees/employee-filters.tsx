'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { useDepartmentAndGroupOptions } from './use-employee-options';
import { TAB_STATUSES, type EmployeeListFilters, type EmployeeListTab } from './use-employee-list-params';

const SEARCH_DELAY_MS = 300;

type Props = {
  tab: EmployeeListTab;
  filters: EmployeeListFilters;
  onChange: (changes: Partial<EmployeeListFilters>) => void;
  hasFilters: boolean;
  onClear: () => void;
};

/** Search (debounced into the URL) and the department, group and status filters above the list. */
export function EmployeeFilters({ tab, filters, onChange, hasFilters, onClear }: Props) {
  const t = useTranslations('employees.filters');
  const ts = useTranslations('employees.statuses');
  const { departments, groups } = useDepartmentAndGroupOptions();
  const [search, setSearch] = useState(filters.search);
  const sent = useRef(filters.search);

  // The URL changed elsewhere (cleared, back button): show its value.
  useEffect(() => {
    if (filters.search !== sent.current) {
      sent.current = filters.search;
      setSearch(filters.search);
    }
  }, [filters.search]);

  useEffect(() => {
    if (search === sent.current) return;
    const timer = setTimeout(() => {
      sent.current = search;
      onChange({ search });
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search, onChange]);

  return (
    <div
      role="search"
      className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))_auto] lg:items-end"
    >
      <label className="grid gap-1.5 text-sm font-medium text-ink">
        {t('search')}
        <Input
          type="search"
          value={search}
          placeholder={t('searchPlaceholder')}
          onChange={(e) => setSearch(e.target.value)}
        />
      </label>
      <label className="grid gap-1.5 text-sm font-medium text-ink">
        {t('department')}
        <Select value={filters.departmentId} onChange={(e) => onChange({ departmentId: e.target.value })}>
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
        <Select value={filters.payrollGroupId} onChange={(e) => onChange({ payrollGroupId: e.target.value })}>
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
          onChange={(e) => onChange({ status: e.target.value })}
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
