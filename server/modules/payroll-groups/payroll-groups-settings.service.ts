import 'server-only';
import type { PayrollGroupSettings } from '@/lib/contracts/payroll-groups';
import {
  SETTING_TOGGLE_KEYS,
  SETTING_TOGGLES,
  type PayrollBonus,
  type SalaryBreakdown,
  type SettingToggle,
  type ToggleSettingInput,
} from '@/lib/contracts/settings';
import type { DbOrTx } from '@/server/db/client';
import type { GroupSettings } from '@/server/db/schema';
import { getSettings } from '@/server/modules/settings/settings.service';
import * as repo from './payroll-groups.repo';
import { requireGroupRow } from './payroll-groups.service';

/** The parts of the organisation's settings a group can override, named as in the routes. */
export type OverridablePart = 'payrollBonus' | 'salaryBreakdown';

const isToggle = (key: string): key is SettingToggle => (SETTING_TOGGLE_KEYS as string[]).includes(key);

/**
 * The organisation's settings with the group's overrides on top. Overrides of switches that no longer exist
 * are ignored; a bonus override is completed from the organisation's (older rows may predate a field).
 */
export function mergeSettings(
  groupId: string,
  org: PayrollGroupSettings['organization'],
  own: GroupSettings,
): PayrollGroupSettings {
  const toggles = Object.fromEntries(
    Object.entries(own.toggles ?? {}).filter(([k, v]) => isToggle(k) && typeof v === 'boolean'),
  );
  return {
    groupId,
    toggles: { ...org.toggles, ...toggles },
    payrollBonus: own.payrollBonus
      ? { ...org.payrollBonus, ...(own.payrollBonus as Partial<PayrollBonus>) }
      : org.payrollBonus,
    salaryBreakdown: own.salaryBreakdown ?? org.salaryBreakdown,
    overridden: {
      toggles: SETTING_TOGGLE_KEYS.filter((k) => k in toggles),
      payrollBonus: Boolean(own.payrollBonus),
      salaryBreakdown: Boolean(own.salaryBreakdown),
    },
    organization: org,
  };
}

/** GET payroll-groups/{id}/settings: the effective settings, what is overridden, and the organisation's values. */
export async function getGroupSettings(
  db: DbOrTx,
  organizationId: string,
  id: string,
): Promise<PayrollGroupSettings> {
  const row = await requireGroupRow(db, organizationId, id);
  // The organisation's settings come from their own module (defaults applied there).
  const { toggles, payrollBonus, salaryBreakdown } = await getSettings(db, organizationId);
  return mergeSettings(row.id, { toggles, payrollBonus, salaryBreakdown }, row.settings ?? {});
}

/**
 * Runs one override change and answers the group's settings before (the audit row's `before`) and after.
 * The route's transaction holds both reads and the write together.
 */
async function change(
  db: DbOrTx,
  organizationId: string,
  id: string,
  write: (tx: DbOrTx) => Promise<unknown>,
) {
  const before = await getGroupSettings(db, organizationId, id);
  await write(db);
  return { before, data: await getGroupSettings(db, organizationId, id) };
}

/** PATCH …/settings/toggle: the group pins this switch, even to the organisation's current value. */
export const overrideToggle = (db: DbOrTx, organizationId: string, id: string, input: ToggleSettingInput) =>
  change(db, organizationId, id, (tx) =>
    repo.overrideToggle(tx, organizationId, id, input.key, input.enabled),
  );

/** DELETE …/settings/toggle?key=: the group follows the organisation's switch again. */
export const inheritToggle = (db: DbOrTx, organizationId: string, id: string, key: SettingToggle) =>
  change(db, organizationId, id, (tx) => repo.inheritToggle(tx, organizationId, id, key));

/** PATCH …/settings/bonus and …/settings/salary-breakdown: the group's own rule replaces the organisation's. */
export const overridePart = (
  db: DbOrTx,
  organizationId: string,
  id: string,
  part: OverridablePart,
  value: PayrollBonus | SalaryBreakdown,
) => change(db, organizationId, id, (tx) => repo.overridePart(tx, organizationId, id, part, value));

/** DELETE …/settings/bonus and …/settings/salary-breakdown: back to the organisation's rule. */
export const inheritPart = (db: DbOrTx, organizationId: string, id: string, part: OverridablePart) =>
  change(db, organizationId, id, (tx) => repo.inheritPart(tx, organizationId, id, part));

/** One switch as it applies to a run of `payrollGroupId`: the group's effective value, else the organisation's. */
export async function effectiveToggle(
  db: DbOrTx,
  organizationId: string,
  payrollGroupId: string | null,
  key: SettingToggle,
): Promise<boolean> {
  const toggles = payrollGroupId
    ? (await getGroupSettings(db, organizationId, payrollGroupId)).toggles
    : (await getSettings(db, organizationId)).toggles;
  return toggles[key] ?? SETTING_TOGGLES[key];
}
