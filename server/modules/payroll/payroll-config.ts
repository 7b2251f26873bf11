import 'server-only';
import type { NhfBase, PayrollSettings } from '@/lib/contracts/payroll';
import type { PayrollBonus, SalaryBreakdown } from '@/lib/contracts/settings';
import type { DbOrTx } from '@/server/db/client';
import { getGroupSettings } from '@/server/modules/payroll-groups/payroll-groups-settings.service';
import { getSettings } from '@/server/modules/settings/settings.service';
import type { ProrationBasis } from './payroll-period';
import { findPayrollSettings } from './payroll.repo';

/** The settings that shape pay for one employee: their payroll group's effective settings (or the organisation's). */
export type EffectiveSettings = {
  prorateJoiners: boolean;
  payrollBonus: PayrollBonus;
  salaryBreakdown: SalaryBreakdown;
};

export type PayrollConfig = {
  country: string;
  localCurrency: string;
  nhfBase: NhfBase;
  prorationBasis: ProrationBasis;
  approvalLevels: { level: number; userId: string; name: string; email: string }[];
  /** effective settings of a group (null: no group → the organisation's) */
  effective: (groupId: string | null) => EffectiveSettings;
};

/** GET/PATCH payroll/settings values, with defaults. */
export async function readPayrollSettings(
  db: DbOrTx,
  organizationId: string,
): Promise<{
  nhfBase: NhfBase;
  prorationBasis: ProrationBasis;
  documentLanguage: PayrollSettings['documentLanguage'];
  disbursement: PayrollSettings['disbursement'];
}> {
  const row = await findPayrollSettings(db, organizationId);
  return {
    nhfBase: row?.nhfBase === 'income' ? 'income' : 'basic',
    prorationBasis: row?.prorationBasis === 'working' ? 'working' : 'calendar',
    documentLanguage: row?.documentLanguage === 'zh-CN' ? 'zh-CN' : 'en-GB',
    disbursement: row?.disbursement === 'bank-file' ? 'bank-file' : 'wallet',
  };
}

const toEffective = (s: {
  toggles: Record<string, boolean>;
  payrollBonus: PayrollBonus;
  salaryBreakdown: SalaryBreakdown;
}): EffectiveSettings => ({
  prorateJoiners: s.toggles['payroll.prorateJoiners'] !== false,
  payrollBonus: s.payrollBonus,
  salaryBreakdown: s.salaryBreakdown,
});

/**
 * Loads the organisation's settings once and each listed group's effective settings (GET
 * payroll-groups/{id}/settings logic, from that module's service). A few queries per run, never per employee.
 */
export async function loadPayrollConfig(
  db: DbOrTx,
  organizationId: string,
  groupIds: Iterable<string | null>,
): Promise<PayrollConfig> {
  const org = await getSettings(db, organizationId);
  const own = await readPayrollSettings(db, organizationId);
  const groups = new Map<string, EffectiveSettings>();
  for (const id of new Set(groupIds)) {
    if (!id || groups.has(id)) continue;
    groups.set(id, toEffective(await getGroupSettings(db, organizationId, id)));
  }
  const orgEffective = toEffective(org as Parameters<typeof toEffective>[0]);
  return {
    country: org.organization.country,
    localCurrency: org.organization.currency,
    nhfBase: own.nhfBase,
    prorationBasis: own.prorationBasis,
    approvalLevels: org.approvalLevels,
    effective: (groupId) => (groupId ? (groups.get(groupId) ?? orgEffective) : orgEffective),
  };
}
