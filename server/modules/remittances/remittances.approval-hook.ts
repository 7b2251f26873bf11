import 'server-only';
import type { PayrollApprovalHook } from '@/server/modules/payroll/payroll-approval';
import { recordRunLiabilities } from './remittances.liabilities';

/** On a run's final approval, in its transaction: record what it owes each authority (per type and payee). */
export const remittancesApprovalHook: PayrollApprovalHook = {
  name: 'remittances',
  onFinalApproval: (ctx) => recordRunLiabilities(ctx.db, ctx.organizationId, ctx.runId),
};
