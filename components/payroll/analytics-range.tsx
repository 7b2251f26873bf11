'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { CALENDAR_MONTH_RE as MONTH_RE } from '@/lib/contracts/calendar';

/** From/to months (`<input type="month">`), applied together; "Last 12 months" clears them (the API's default). */
export function AnalyticsRange({
  from,
  to,
  onChange,
}: {
  from: string;
  to: string;
  onChange: (range: { from?: string; to?: string }) => void;
}) {
  const t = useTranslations('payroll-analytics');
  const [draft, setDraft] = useState({ from, to });
  const [synced, setSynced] = useState({ from, to });
  // the applied range changed from outside (back button, reset): show it
  if (synced.from !== from || synced.to !== to) {
    setSynced({ from, to });
    setDraft({ from, to });
  }
  const formatOk = MONTH_RE.test(draft.from) && MONTH_RE.test(draft.to);
  const orderOk = !formatOk || draft.from <= draft.to;
  return (
    <form
      className="flex flex-wrap items-end gap-3"
      aria-label={t('range.label')}
      onSubmit={(e) => {
        e.preventDefault();
        if (formatOk && orderOk) onChange(draft);
      }}
    >
      <FormField label={t('range.from')} className="w-44">
        <Input
          type="month"
          value={draft.from}
          max={draft.to || undefined}
          onChange={(e) => setDraft((d) => ({ ...d, from: e.target.value }))}
        />
      </FormField>
      <FormField label={t('range.to')} className="w-44" error={orderOk ? undefined : t('validation.range')}>
        <Input
          type="month"
          value={draft.to}
          min={draft.from || undefined}
          onChange={(e) => setDraft((d) => ({ ...d, to: e.target.value }))}
        />
      </FormField>
      <Button type="submit" variant="secondary" disabled={!formatOk || !orderOk}>
        {t('range.apply')}
      </Button>
      <Button type="button" variant="ghost" size="sm" onClick={() => onChange({})}>
        {t('range.reset')}
      </Button>
    </form>
  );
}
