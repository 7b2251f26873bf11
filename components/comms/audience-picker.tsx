'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { useDebounced } from '@/components/ui/use-debounced';
import type { Audience } from '@/lib/contracts/comms';
import { useAudienceCount } from '@/lib/queries/comms';
import { useDepartments } from '@/lib/queries/departments';
import { usePayrollGroups } from '@/lib/queries/payroll-groups';

type Props = {
  value: Audience;
  onChange: (value: Audience) => void;
  /** Everyone (both lists empty) or chosen departments / groups. */
  mode: 'everyone' | 'chosen';
  onModeChange: (mode: 'everyone' | 'chosen') => void;
  error?: string;
};

const checkbox = 'size-4 cursor-pointer rounded border-line accent-brand-600';

function Choices({
  legend,
  empty,
  items,
  selected,
  onToggle,
}: {
  legend: string;
  empty: string;
  items: { id: string; name: string }[];
  selected: string[];
  onToggle: (id: string) => void;
}) {
  return (
    <fieldset className="min-w-0 space-y-1">
      <legend className="text-xs font-medium text-muted">{legend}</legend>
      {items.length === 0 ? <p className="text-sm text-muted">{empty}</p> : null}
      <div className="max-h-36 space-y-1 overflow-y-auto pr-1">
        {items.map((item) => (
          <label key={item.id} className="flex cursor-pointer items-center gap-2 text-sm">
            <input
              type="checkbox"
              className={checkbox}
              checked={selected.includes(item.id)}
              onChange={() => onToggle(item.id)}
            />
            <span className="truncate">{item.name}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** Everyone, or any of the chosen departments and payroll groups; shows how many people that reaches. */
export function AudiencePicker({ value, onChange, mode, onModeChange, error }: Props) {
  const t = useTranslations('comms.audience');
  const name = useId();
  const departments = useDepartments({ result: 'all' });
  const groups = usePayrollGroups({ result: 'all' });
  const settled = useDebounced(value, 300);
  const departmentIds = mode === 'everyone' ? [] : settled.departmentIds;
  const groupIds = mode === 'everyone' ? [] : settled.payrollGroupIds;
  const nothingChosen = mode === 'chosen' && departmentIds.length === 0 && groupIds.length === 0;
  const count = useAudienceCount(departmentIds, groupIds, !nothingChosen);
  const toggle = (key: keyof Audience, id: string) => {
    const list = value[key];
    onChange({ ...value, [key]: list.includes(id) ? list.filter((x) => x !== id) : [...list, id] });
  };

  return (
    <fieldset className="space-y-2">
      <legend className="mb-1 text-sm font-medium text-ink">{t('label')}</legend>
      <div className="flex flex-wrap gap-4 text-sm">
        {(['everyone', 'chosen'] as const).map((m) => (
          <label key={m} className="flex cursor-pointer items-center gap-2">
            <input
              type="radio"
              name={name}
              className="size-4 accent-brand-600"
              checked={mode === m}
              onChange={() => onModeChange(m)}
            />
            {t(m)}
          </label>
        ))}
      </div>
      {mode === 'chosen' ? (
        <div className="grid gap-3 rounded-lg border border-line p-3 sm:grid-cols-2">
          <Choices
            legend={t('departments')}
            empty={t('noDepartments')}
            items={(departments.data?.data ?? []).map((d) => ({ id: d.id, name: d.name }))}
            selected={value.departmentIds}
            onToggle={(id) => toggle('departmentIds', id)}
          />
          <Choices
            legend={t('groups')}
            empty={t('noGroups')}
            items={(groups.data?.data ?? []).map((g) => ({ id: g.id, name: g.name }))}
            selected={value.payrollGroupIds}
            onToggle={(id) => toggle('payrollGroupIds', id)}
          />
        </div>
      ) : null}
      <p className="text-sm text-muted" aria-live="polite" data-testid="audience-count">
        {nothingChosen
          ? t('reaches', { count: 0 })
          : count.isPending
            ? t('counting')
            : t('reaches', { count: count.data ?? 0 })}
      </p>
      {error ? <p className="text-xs font-medium text-danger">{error}</p> : null}
    </fieldset>
  );
}
