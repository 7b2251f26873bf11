// The settings contract's plain values, apart from its zod schemas (./settings) so a settings screen that
// needs only these does not ship zod with its first load (issue 11's JavaScript budget).

/** The on/off settings an organisation can flip, with their defaults. */
export const SETTING_TOGGLES = {
  'payroll.prorateJoiners': true,
  'payroll.autoRemitStatutory': false,
  'payroll.emailPayslips': true,
  'employees.allowSelfService': true,
} as const;
export type SettingToggle = keyof typeof SETTING_TOGGLES;
export const SETTING_TOGGLE_KEYS = Object.keys(SETTING_TOGGLES) as [SettingToggle, ...SettingToggle[]];

export const COMPANY_SIZES = ['1-10', '11-50', '51-200', '201-500', '500+'] as const;
export const BONUS_TYPES = ['percentage', 'fixed'] as const;
/** Salary parts are basis points of gross: 10000 = 100%. */
export const BREAKDOWN_PARTS = ['basic', 'housing', 'transport', 'other'] as const;
export const BREAKDOWN_TOTAL = 10000;

export const breakdownTotal = (b: Partial<Record<(typeof BREAKDOWN_PARTS)[number], number>>) =>
  BREAKDOWN_PARTS.reduce((sum, k) => sum + (Number.isFinite(b[k]) ? Number(b[k]) : 0), 0);
