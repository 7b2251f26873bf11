'use client';

import { useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
import { toastOutcome } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { SETTING_TOGGLE_KEYS, type SettingToggle } from '@/lib/contracts/settings-values';

const labelKey = (key: string) => key.replace('.', '_');

export type PayrollTogglesProps = {
  values: Record<string, boolean>;
  canEdit: boolean;
  /** Saves one switch (the organisation's or a payroll group's); its success message is shown. */
  onToggle: (key: SettingToggle, enabled: boolean) => Promise<{ message: string }>;
  /** Extra content under a switch's description (a payroll group shows "inherited" and a reset there). */
  renderExtra?: (key: SettingToggle) => ReactNode;
};

/** The payroll on/off switches, one row each; the pressed switch shows a spinner until its save settles. */
export function PayrollToggles({ values, canEdit, onToggle, renderExtra }: PayrollTogglesProps) {
  const t = useTranslations('settings.payroll');
  const [busy, setBusy] = useState<string | null>(null);
  return (
    <ul className="divide-y divide-line">
      {SETTING_TOGGLE_KEYS.map((key) => {
        const on = Boolean(values[key]);
        return (
          <li key={key} className="flex items-center justify-between gap-4 py-3">
            <div className="min-w-0">
              <p className="text-sm font-medium text-ink">{t(`toggles.${labelKey(key)}.label`)}</p>
              <p className="text-xs text-muted">{t(`toggles.${labelKey(key)}.description`)}</p>
              {renderExtra?.(key)}
            </div>
            <Button
              type="button"
              role="switch"
              aria-checked={on}
              aria-label={t(`toggles.${labelKey(key)}.label`)}
              variant={on ? 'default' : 'secondary'}
              size="sm"
              disabled={!canEdit}
              loading={busy === key}
              onClick={() => {
                setBusy(key);
                const idle = () => setBusy(null);
                toastOutcome(onToggle(key, !on)).then(idle, idle);
              }}
            >
              {on ? t('toggles.on') : t('toggles.off')}
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
