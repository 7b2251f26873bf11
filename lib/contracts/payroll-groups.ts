import { z } from 'zod';
import { optionalText, required, text } from './fields';
import { pageQuerySchema } from './pagination';
import { BONUS_TYPES, SETTING_TOGGLE_KEYS } from './settings';

/**
 * Payroll groups (issue 5 §5). A group bundles employees (each in at most one group) and may override the
 * organisation's payroll settings; whatever a group does not override it inherits. The settings bodies are
 * the organisation's own schemas (lib/contracts/settings.ts), so the same rules apply to both.
 */
const id = z.uuid({ message: 'validation.invalid' });

export const payrollGroupInputSchema = z.object({
  name: text(120),
  description: optionalText(1000),
});
export type PayrollGroupInput = z.input<typeof payrollGroupInputSchema>;

/** GET payroll-groups: paged (`page`, `perPage`), or every group with `result=all`; `search` by name. */
export const payrollGroupListQuerySchema = pageQuerySchema.extend({
  search: z.string().trim().max(100).optional(),
  result: z.literal('all').optional(),
});
export type PayrollGroupListQuery = { page?: number; perPage?: number; search?: string; result?: 'all' };

export const payrollGroupParamsSchema = z.object({ group_id: id });

export const payrollGroupSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  /** Every member, whatever their status (deleting the group unassigns them all). */
  employeeCount: z.number(),
  /**
   * Monthly gross (basic + housing + transport + other, minor units) of the members still employed (not
   * separated), per pay currency: `{ NGN: 150000000, USD: 450000 }`. Empty when no one is paid.
   */
  monthlyGross: z.record(z.string(), z.number()),
  createdAt: z.string(),
});
export type PayrollGroup = z.infer<typeof payrollGroupSchema>;

/** GET payroll-groups/{id}/employees: a page of members, searchable like GET employees. */
export const payrollGroupEmployeesQuerySchema = pageQuerySchema.extend({
  search: z.string().trim().max(100).optional(),
});
export type PayrollGroupEmployeesQuery = { page?: number; perPage?: number; search?: string };

/** POST (move into the group) and DELETE (take out of it) payroll-groups/{id}/employees. */
export const payrollGroupEmployeesSchema = z.object({
  employeeIds: z.array(id).min(1, required).max(1000, { message: 'validation.tooBig' }),
});
export type PayrollGroupEmployeesInput = z.input<typeof payrollGroupEmployeesSchema>;

/** DELETE payroll-groups/{id}/employees also takes `?employeeIds=a,b` for clients that cannot send a DELETE body. */
export const payrollGroupEmployeesDeleteQuerySchema = z.object({
  employeeIds: z.string().max(40_000).optional(),
});

export const payrollGroupMembersChangeSchema = z.object({
  group: payrollGroupSchema,
  /** Employees whose group changed (already-members, or non-members on removal, are not counted). */
  changed: z.number(),
});
export type PayrollGroupMembersChange = z.infer<typeof payrollGroupMembersChangeSchema>;

// ——— Settings ———
/** DELETE payroll-groups/{id}/settings/toggle?key=…: the group inherits that switch again. */
export const resetGroupToggleQuerySchema = z.object({
  key: z.enum(SETTING_TOGGLE_KEYS, { message: 'validation.invalidOption' }),
});

const bonusOut = z.object({
  enabled: z.boolean(),
  type: z.enum(BONUS_TYPES),
  value: z.number(),
  month: z.number(),
});
const breakdownOut = z.object({
  basic: z.number(),
  housing: z.number(),
  transport: z.number(),
  other: z.number(),
});
const settingsValues = z.object({
  toggles: z.record(z.string(), z.boolean()),
  payrollBonus: bonusOut,
  salaryBreakdown: breakdownOut,
});

/**
 * GET payroll-groups/{id}/settings (and every settings write's answer): the EFFECTIVE settings (the
 * organisation's with the group's overrides on top), what is overridden, and the organisation's values
 * (what an override hides, and what resetting returns to).
 */
export const payrollGroupSettingsSchema = settingsValues.extend({
  groupId: z.string(),
  overridden: z.object({
    toggles: z.array(z.enum(SETTING_TOGGLE_KEYS)),
    payrollBonus: z.boolean(),
    salaryBreakdown: z.boolean(),
  }),
  organization: settingsValues,
});
export type PayrollGroupSettings = z.infer<typeof payrollGroupSettingsSchema>;
