import { z } from 'zod';
import { organizationRefSchema } from './account';
import { auditLogSchema } from './audit';
import { subscriptionPaymentSchema, subscriptionSchema } from './billing';
import { calendarMonth } from './fields';
import { pageQuerySchema } from './pagination';
import { PERMISSIONS } from './permissions';

const int = z.number().int();
const money = z.object({ currency: z.string(), amount: int });

/** GET consultants/organizations: a client with the figures the console shows. */
export const consultantClientSchema = organizationRefSchema.extend({
  /** Active employees today. */
  headcount: int,
  subscription: subscriptionSchema.pick({
    status: true,
    plan: true,
    currentPeriodEnd: true,
    nextPaymentAt: true,
    daysLeft: true,
    hasAccess: true,
  }),
  /** Every wallet's balance from the ledger (minor units). */
  walletBalances: z.array(money),
  /** Monthly gross of active, payroll-enabled employees per pay currency (minor units). */
  monthlyGross: z.array(money),
  /** The client's last payroll run; null until it has one (payroll runs are not recorded yet). */
  lastPayroll: z.object({ id: z.string(), period: z.string(), status: z.string() }).nullable(),
  /** Items awaiting someone's approval in the client (payroll runs); null while none can be counted. */
  openApprovals: int.nullable(),
});
export type ConsultantClient = z.infer<typeof consultantClientSchema>;

/** GET consultants/stats */
export const consultantStatsSchema = z.object({
  clients: int,
  employees: int,
  /** This month's gross across clients, one line per pay currency (minor units). */
  monthlyGross: z.array(money),
  runsAwaitingApproval: int.nullable(),
  /** Clients whose paid period or trial ends within 14 days (not yet expired). */
  subscriptionsEndingSoon: int,
  /** Clients whose subscription has expired (their guarded modules are closed). */
  subscriptionsExpired: int,
});
export type ConsultantStats = z.infer<typeof consultantStatsSchema>;

/** GET consultants/billings: every client's subscription and payments. */
export const consultantBillingSchema = z.object({
  organization: organizationRefSchema,
  subscription: subscriptionSchema,
  payments: z.array(subscriptionPaymentSchema),
});
export type ConsultantBilling = z.infer<typeof consultantBillingSchema>;

/** GET consultants/audits: the audit log across clients, newest first; `organizationId` narrows it to one. */
export const consultantAuditsQuerySchema = pageQuerySchema.extend({
  organizationId: z.uuid({ message: 'validation.invalid' }).optional(),
});
export const consultantAuditSchema = auditLogSchema.extend({
  organization: organizationRefSchema.pick({ id: true, name: true }),
});
export type ConsultantAudit = z.infer<typeof consultantAuditSchema>;

/** Range filter of the analytics: months YYYY-MM (default: the last 6 months). */
const month = calendarMonth('consultants.validation.month');
export const analyticsQuerySchema = z
  .object({ from: month.optional(), to: month.optional() })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    message: 'consultants.validation.range',
    path: ['to'],
  });
export type AnalyticsQuery = z.infer<typeof analyticsQuerySchema>;

/** GET consultants/analytics/payroll-distribution-summary: gross, net and PAYE per client per month. */
export const payrollDistributionRowSchema = z.object({
  organization: organizationRefSchema.pick({ id: true, name: true }),
  month: z.string(),
  currency: z.string(),
  gross: int,
  /** From the month's approved runs; null for the current month before its run is approved (gross is then the staff's salaries). */
  net: int.nullable(),
  paye: int.nullable(),
  headcount: int,
});
export const payrollDistributionSummarySchema = z.object({
  from: z.string(),
  to: z.string(),
  rows: z.array(payrollDistributionRowSchema),
  /** Per currency and month: the sum of the rows, so the totals add up by construction. */
  totals: z.array(z.object({ month: z.string(), currency: z.string(), gross: int, headcount: int })),
});
export type PayrollDistributionSummary = z.infer<typeof payrollDistributionSummarySchema>;

export const HEADCOUNT_BANDS = ['0', '1-10', '11-50', '51-200', '201-500', '500+'] as const;
/** GET consultants/analytics/payroll-size-distribution: clients per headcount band. */
export const payrollSizeDistributionSchema = z.array(
  z.object({
    band: z.enum(HEADCOUNT_BANDS),
    clients: int,
    organizations: z.array(organizationRefSchema.pick({ id: true, name: true }).extend({ headcount: int })),
  }),
);
export type PayrollSizeDistribution = z.infer<typeof payrollSizeDistributionSchema>;

const permissionsSchema = z
  .array(z.enum(PERMISSIONS, { message: 'validation.invalidOption' }))
  .min(1, { message: 'validation.permissionsRequired' })
  .transform((list) => [...new Set(list)]);

/** POST consultants/add-team-member */
const grantsSchema = z
  .array(
    z.object({ organizationId: z.uuid({ message: 'validation.invalid' }), permissions: permissionsSchema }),
  )
  .min(1, { message: 'consultants.validation.organizationsRequired' })
  .refine((list) => new Set(list.map((o) => o.organizationId)).size === list.length, {
    message: 'consultants.validation.duplicateOrganization',
  });

export const addTeamMemberSchema = z.object({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .max(254)
    .pipe(z.email({ message: 'validation.email' })),
  firstName: z.string().trim().min(1, { message: 'validation.required' }).max(100),
  lastName: z.string().trim().min(1, { message: 'validation.required' }).max(100),
  organizations: grantsSchema,
});
export type AddTeamMemberInput = z.input<typeof addTeamMemberSchema>;

/** PATCH consultants/team-members/{member_id}: the member's clients and permissions from now on. */
export const updateTeamMemberSchema = z.object({ organizations: grantsSchema });
export type UpdateTeamMemberInput = z.input<typeof updateTeamMemberSchema>;

export const teamMemberSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  /** pending until they accept at least one client's invitation. */
  status: z.enum(['pending', 'active']),
  organizations: z.array(
    z.object({
      organization: organizationRefSchema.pick({ id: true, name: true }),
      permissions: z.array(z.string()),
      accepted: z.boolean(),
    }),
  ),
  createdAt: z.string(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;
export const teamMemberParamsSchema = z.object({ member_id: z.uuid({ message: 'validation.invalid' }) });
