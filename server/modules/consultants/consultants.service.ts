import 'server-only';
import type { AuditsQuery } from '@/lib/contracts/audit';
import type {
  ConsultantAudit,
  ConsultantBilling,
  ConsultantClient,
  ConsultantStats,
} from '@/lib/contracts/consultants';
import { pageOf, type Paged } from '@/lib/contracts/pagination';
import { PERMISSIONS } from '@/lib/contracts/permissions';
import { forbidden, notFound } from '@/server/errors';
import type { AppDeps, AuthContext } from '@/server/deps';
import { listAudits } from '@/server/modules/audit/audit.service';
import { getSubscriptions, listPaymentsFor } from '@/server/modules/billing/billing.service';
import { getStatsCard } from '@/server/modules/dashboard/dashboard.service';
import { countEmployees } from '@/server/modules/employees/employees.service';
import { listReachableOrganizationIds } from '@/server/modules/identity/identity.queries';
import { loadUser } from '@/server/modules/identity/identity.service';
import {
  findOrganization,
  toOrganizationRef,
  type OrganizationRow,
} from '@/server/modules/organization/organization.queries';
import { payrollAtAGlance } from '@/server/modules/payroll/payroll.queries';
import { listWalletBalances } from '@/server/modules/wallet/wallet.service';
import * as repo from './consultants.repo';

/**
 * The consultant console: who is asking and which clients they see, the clients with their figures, and
 * their audit logs. Analytics are in consultants-analytics.service.ts, the firm's team in
 * consultants-team.service.ts.
 */

const DAY = 86_400_000;

/**
 * Who is asking and which clients they see: a consultant (a role in a firm) sees every client of their firms;
 * a team member invited through add-team-member sees only the clients they were given and have joined.
 */
export type ConsultantScope = {
  kind: 'consultant' | 'member';
  firmIds: string[];
  userId: string;
  clients: OrganizationRow[];
};

export async function consultantScope(deps: AppDeps, auth: AuthContext): Promise<ConsultantScope> {
  const user = await loadUser(deps, auth);
  const firmIds = [
    ...new Set(
      user.userRoles.flatMap((r) => (r.name === 'consultant' && r.consultant ? [r.consultant.id] : [])),
    ),
  ];
  const reachable = await listReachableOrganizationIds(deps.db, auth.userId);
  let kind: ConsultantScope['kind'] = 'consultant';
  let ids: string[];
  if (firmIds.length > 0) {
    ids = [...reachable];
  } else {
    const memberships = await repo.listMembershipsByEmail(deps.db, user.email);
    if (memberships.length === 0) throw forbidden('consultants.errors.notConsultant');
    kind = 'member';
    firmIds.push(...new Set(memberships.map((m) => m.consultantId)));
    const granted = new Set(memberships.flatMap((m) => m.organizations.map((o) => o.organizationId)));
    ids = [...reachable].filter((id) => granted.has(id));
  }
  const clients = (await Promise.all(ids.map((id) => findOrganization(deps.db, id)))).filter(
    (o): o is OrganizationRow => Boolean(o),
  );
  clients.sort((a, b) => a.name.localeCompare(b.name));
  return { kind, firmIds, userId: auth.userId, clients };
}

/** A client id the scope does not hold answers 404, like any other organisation's id. */
export function requireClient(scope: ConsultantScope, organizationId: string) {
  const client = scope.clients.find((c) => c.id === organizationId);
  if (!client) throw notFound('errors.organizationNotFound');
  return client;
}

export const headcountOf = async (deps: AppDeps, organizationId: string) =>
  (await countEmployees(deps.db, organizationId)).active;

export async function grossOf(deps: AppDeps, scope: ConsultantScope, organizationId: string) {
  const card = await getStatsCard(deps, { userId: scope.userId, organizationId });
  return (card.monthlyPayroll ?? []).map((m) => ({ currency: m.currency, amount: m.value }));
}

/** GET consultants/organizations */
export async function listClients(deps: AppDeps, scope: ConsultantScope): Promise<ConsultantClient[]> {
  const ids = scope.clients.map((c) => c.id);
  const subscriptions = await getSubscriptions(deps.db, ids, deps.now());
  return Promise.all(
    scope.clients.map(async (org) => {
      const [headcount, balances, monthlyGross, payroll] = await Promise.all([
        headcountOf(deps, org.id),
        listWalletBalances(deps.db, org.id),
        grossOf(deps, scope, org.id),
        payrollAtAGlance(deps.db, org.id),
      ]);
      const s = subscriptions.get(org.id)!;
      return {
        ...toOrganizationRef(org),
        headcount,
        subscription: {
          status: s.status,
          plan: s.plan,
          currentPeriodEnd: s.currentPeriodEnd,
          nextPaymentAt: s.nextPaymentAt,
          daysLeft: s.daysLeft,
          hasAccess: s.hasAccess,
        },
        walletBalances: balances.map((b) => ({ currency: b.currency, amount: b.balance })),
        monthlyGross,
        lastPayroll: payroll.lastPayroll,
        openApprovals: payroll.openApprovals,
      };
    }),
  );
}

function sumByCurrency(lines: { currency: string; amount: number }[]) {
  const out = new Map<string, number>();
  for (const l of lines) out.set(l.currency, (out.get(l.currency) ?? 0) + l.amount);
  return [...out].sort(([a], [b]) => a.localeCompare(b)).map(([currency, amount]) => ({ currency, amount }));
}

/** GET consultants/stats: totals over the scope's clients, each computed from the clients' own data. */
export async function getStats(deps: AppDeps, scope: ConsultantScope): Promise<ConsultantStats> {
  const clients = await listClients(deps, scope);
  const now = deps.now().getTime();
  const subscriptions = await getSubscriptions(
    deps.db,
    clients.map((c) => c.id),
    deps.now(),
  );
  const endingSoon = [...subscriptions.values()].filter((s) => {
    if (!s.hasAccess) return false;
    const end = new Date(
      (s.status === 'cancelled' ? s.currentPeriodEnd : s.nextPaymentAt) ?? s.trialEndsAt!,
    ).getTime();
    return end - now <= 14 * DAY;
  });
  return {
    clients: clients.length,
    employees: clients.reduce((n, c) => n + c.headcount, 0),
    monthlyGross: sumByCurrency(clients.flatMap((c) => c.monthlyGross)),
    runsAwaitingApproval: clients.reduce((n, c) => n + (c.openApprovals ?? 0), 0),
    subscriptionsEndingSoon: endingSoon.length,
    subscriptionsExpired: clients.filter((c) => !c.subscription.hasAccess).length,
  };
}

/** GET consultants/billings */
export async function listBillings(deps: AppDeps, scope: ConsultantScope): Promise<ConsultantBilling[]> {
  const ids = scope.clients.map((c) => c.id);
  const [subscriptions, payments] = await Promise.all([
    getSubscriptions(deps.db, ids, deps.now()),
    listPaymentsFor(deps.db, ids),
  ]);
  return scope.clients.map((org) => ({
    organization: toOrganizationRef(org),
    subscription: subscriptions.get(org.id)!,
    payments: payments.get(org.id) ?? [],
  }));
}

/**
 * GET consultants/audits: newest first across the clients (or one client). Each client's log is read up to
 * the end of the requested page and merged, so the page is exact; the total is the sum of the clients' totals.
 */
export async function listClientAudits(
  deps: AppDeps,
  scope: ConsultantScope,
  q: { page: number; perPage: number; organizationId?: string },
): Promise<Paged<ConsultantAudit>> {
  const clients = q.organizationId ? [requireClient(scope, q.organizationId)] : scope.clients;
  const window = { page: 1, perPage: q.page * q.perPage } as AuditsQuery;
  const pages = await Promise.all(
    clients.map(async (org) => {
      // A consultant holds every permission in a client (lib/contracts/permissions.ts permissionsForRole).
      const page = await listAudits(deps.db, org.id, window, PERMISSIONS);
      return {
        total: page.meta.total,
        rows: page.data.map((a) => ({ ...a, organization: { id: org.id, name: org.name } })),
      };
    }),
  );
  const merged = pages
    .flatMap((p) => p.rows)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id));
  const total = pages.reduce((n, p) => n + p.total, 0);
  return pageOf(merged.slice((q.page - 1) * q.perPage, q.page * q.perPage), total, q);
}
