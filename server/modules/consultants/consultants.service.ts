import 'server-only';
import type { AuditsQuery } from '@/lib/contracts/audit';
import type {
  AddTeamMemberInput,
  AnalyticsQuery,
  ConsultantAudit,
  ConsultantBilling,
  ConsultantClient,
  ConsultantStats,
  PayrollDistributionSummary,
  PayrollSizeDistribution,
  TeamMember,
  UpdateTeamMemberInput,
} from '@/lib/contracts/consultants';
import { HEADCOUNT_BANDS } from '@/lib/contracts/consultants';
import { PERMISSIONS } from '@/lib/contracts/permissions';
import { pageOf, type Paged } from '@/lib/contracts/pagination';
import type { Locale } from '@/lib/i18n/config';
import type { DbOrTx } from '@/server/db/client';
import { conflict, forbidden, notFound } from '@/server/errors';
import type { AppDeps, AuthContext } from '@/server/deps';
import { listReachableOrganizationIds } from '@/server/modules/identity/identity.queries';
import { loadUser } from '@/server/modules/identity/identity.service';
import { listAudits, recordAudit } from '@/server/modules/audit/audit.service';
import { getSubscriptions, listPaymentsFor } from '@/server/modules/billing/billing.service';
import { getStatsCard } from '@/server/modules/dashboard/dashboard.service';
import { countEmployees } from '@/server/modules/employees/employees.service';
import {
  findOrganization,
  toOrganizationRef,
  type OrganizationRow,
} from '@/server/modules/organization/organization.queries';
import { approvedTotalsByMonth, payrollAtAGlance } from '@/server/modules/payroll/payroll.queries';
import { inviteAdmin, listAdmins, removeAdmin, updateAdmin } from '@/server/modules/team/team.service';
import { listWalletBalances } from '@/server/modules/wallet/wallet.service';
import * as repo from './consultants.repo';

// A consultant runs its clients' organisations with every permission, so it may grant any of them to its team.
const CONSULTANT_PERMISSIONS = PERMISSIONS;

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

const headcountOf = async (deps: AppDeps, organizationId: string) =>
  (await countEmployees(deps.db, organizationId)).active;

async function grossOf(deps: AppDeps, scope: ConsultantScope, organizationId: string) {
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

const monthKey = (d: Date) => d.toISOString().slice(0, 7);
function monthsBetween(from: string, to: string) {
  const out: string[] = [];
  let [y, m] = from.split('-').map(Number) as [number, number];
  while (`${y}-${String(m).padStart(2, '0')}` <= to && out.length < 36) {
    out.push(`${y}-${String(m).padStart(2, '0')}`);
    m += 1;
    if (m > 12) {
      m = 1;
      y += 1;
    }
  }
  return out;
}

/**
 * GET consultants/analytics/payroll-distribution-summary: per client, month and pay currency, from the
 * client's approved runs (gross, net, PAYE, employees paid). The current month of a client with no approved
 * run yet shows its staff's monthly salaries as gross, with net and PAYE unknown (null): nothing is invented.
 */
export async function payrollDistributionSummary(
  deps: AppDeps,
  scope: ConsultantScope,
  q: AnalyticsQuery,
): Promise<PayrollDistributionSummary> {
  const now = deps.now();
  const current = monthKey(now);
  const to = q.to ?? current;
  const from =
    q.from ??
    monthsBetween(monthKey(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 5, 1))), to)[0]!;
  const byId = new Map(scope.clients.map((o) => [o.id, o]));
  const recorded = await approvedTotalsByMonth(deps.db, [...byId.keys()], from, to);
  const rows: PayrollDistributionSummary['rows'] = recorded.map((r) => ({
    organization: { id: r.organizationId, name: byId.get(r.organizationId)!.name },
    month: r.month,
    currency: r.currency,
    gross: r.gross,
    net: r.net,
    paye: r.paye,
    headcount: r.employees,
  }));
  if (from <= current && current <= to) {
    const unpaid = scope.clients.filter(
      (o) => !recorded.some((r) => r.organizationId === o.id && r.month === current),
    );
    for (const org of unpaid) {
      const [gross, headcount] = await Promise.all([grossOf(deps, scope, org.id), headcountOf(deps, org.id)]);
      for (const g of gross)
        rows.push({
          organization: { id: org.id, name: org.name },
          month: current,
          currency: g.currency,
          gross: g.amount,
          net: null,
          paye: null,
          headcount,
        });
    }
  }
  const totals = new Map<string, { month: string; currency: string; gross: number; headcount: number }>();
  for (const r of rows) {
    const key = `${r.month} ${r.currency}`;
    const t = totals.get(key) ?? { month: r.month, currency: r.currency, gross: 0, headcount: 0 };
    t.gross += r.gross;
    t.headcount += r.headcount;
    totals.set(key, t);
  }
  return {
    from,
    to,
    rows,
    totals: [...totals.values()].sort(
      (a, b) => a.month.localeCompare(b.month) || a.currency.localeCompare(b.currency),
    ),
  };
}

export function bandOf(headcount: number): (typeof HEADCOUNT_BANDS)[number] {
  if (headcount === 0) return '0';
  if (headcount <= 10) return '1-10';
  if (headcount <= 50) return '11-50';
  if (headcount <= 200) return '51-200';
  if (headcount <= 500) return '201-500';
  return '500+';
}

/** GET consultants/analytics/payroll-size-distribution: clients by active headcount band. */
export async function payrollSizeDistribution(
  deps: AppDeps,
  scope: ConsultantScope,
): Promise<PayrollSizeDistribution> {
  const sized = await Promise.all(
    scope.clients.map(async (org) => ({
      id: org.id,
      name: org.name,
      headcount: await headcountOf(deps, org.id),
    })),
  );
  return HEADCOUNT_BANDS.map((band) => {
    const organizations = sized.filter((o) => bandOf(o.headcount) === band);
    return { band, clients: organizations.length, organizations };
  });
}

/** Where a team change is recorded: in the audit log of every client it touches, in its transaction. */
export type AuditMeta = { requestId?: string | null; ip?: string | null };

function auditClients(
  tx: DbOrTx,
  scope: ConsultantScope,
  meta: AuditMeta,
  action: string,
  memberId: string,
  changes: { organizationId: string; before: unknown; after: unknown }[],
) {
  return Promise.all(
    changes.map((c) =>
      recordAudit(tx, {
        organizationId: c.organizationId,
        actorUserId: scope.userId,
        action,
        entity: 'consultants',
        entityId: memberId,
        before: c.before,
        after: c.after,
        ...meta,
      }),
    ),
  );
}

function requireFirmOwner(scope: ConsultantScope) {
  if (scope.kind !== 'consultant') throw forbidden('consultants.errors.ownersOnly');
  return scope.firmIds[0]!;
}

async function presentMember(
  deps: AppDeps,
  row: repo.TeamMemberRow,
  scope: ConsultantScope,
): Promise<TeamMember> {
  const organizations = await Promise.all(
    row.organizations.map(async (g) => {
      const org =
        scope.clients.find((c) => c.id === g.organizationId) ??
        (await findOrganization(deps.db, g.organizationId));
      const team = await listAdmins(deps, g.organizationId);
      const member = team.members.find((m) => m.email.toLowerCase() === row.email);
      return {
        organization: { id: g.organizationId, name: org?.name ?? '' },
        permissions: member?.role === 'team_admin' ? member.permissions : g.permissions,
        accepted: Boolean(member),
      };
    }),
  );
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    status: organizations.some((o) => o.accepted) ? 'active' : 'pending',
    organizations,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * POST consultants/add-team-member: one team-admin invitation per listed client (each mailed, each with its
 * permissions), recorded as one member of the firm. A client outside the firm answers 404, nothing saved.
 */
export async function addTeamMember(
  deps: AppDeps,
  scope: ConsultantScope,
  input: AddTeamMemberInput & { email: string },
  locale: Locale,
  meta: AuditMeta = {},
) {
  const firmId = requireFirmOwner(scope);
  for (const g of input.organizations) requireClient(scope, g.organizationId);
  const email = input.email.toLowerCase();
  // All invitations and the member row in one transaction; the mails go out only once it has committed.
  const held: Parameters<AppDeps['mailer']['send']>[0][] = [];
  const member = await deps.db.transaction(async (tx) => {
    const txDeps: AppDeps = { ...deps, db: tx, mailer: { send: async (mail) => void held.push(mail) } };
    const grants = [];
    for (const g of input.organizations) {
      const invitation = await inviteAdmin(
        txDeps,
        g.organizationId,
        scope.userId,
        { email, permissions: g.permissions },
        locale,
        CONSULTANT_PERMISSIONS,
      );
      grants.push({
        organizationId: g.organizationId,
        permissions: g.permissions,
        invitationId: invitation.id,
      });
    }
    const row = await repo.insertTeamMember(tx, {
      consultantId: firmId,
      email,
      firstName: input.firstName,
      lastName: input.lastName,
      organizations: grants,
      invitedBy: scope.userId,
      createdAt: deps.now(),
    });
    if (!row) throw conflict('consultants.errors.memberExists');
    await auditClients(
      tx,
      scope,
      meta,
      'POST /consultants/add-team-member',
      row.id,
      grants.map((g) => ({
        organizationId: g.organizationId,
        before: null,
        after: { email, permissions: g.permissions },
      })),
    );
    return presentMember(txDeps, row, scope);
  });
  for (const mail of held) await deps.mailer.send(mail);
  return member;
}

/** GET consultants/team-members (our addition, for /app/manage-teams). */
export async function listTeamMembers(deps: AppDeps, scope: ConsultantScope) {
  const firmId = requireFirmOwner(scope);
  return Promise.all(
    (await repo.listTeamMembers(deps.db, [firmId])).map((r) => presentMember(deps, r, scope)),
  );
}

/**
 * PATCH consultants/team-members/{member_id}: replaces the member's clients and permissions. Clients they joined
 * get the new permissions (or lose the member); new clients get an invitation. All in one transaction.
 */
export async function updateTeamMember(
  deps: AppDeps,
  scope: ConsultantScope,
  memberId: string,
  input: UpdateTeamMemberInput,
  locale: Locale,
  meta: AuditMeta = {},
) {
  const firmId = requireFirmOwner(scope);
  const row = await repo.findTeamMember(deps.db, [firmId], memberId);
  if (!row) throw notFound('consultants.errors.memberNotFound');
  for (const g of input.organizations) requireClient(scope, g.organizationId);
  const before = await presentMember(deps, row, scope);
  const held: Parameters<AppDeps['mailer']['send']>[0][] = [];
  const after = await deps.db.transaction(async (tx) => {
    const txDeps: AppDeps = { ...deps, db: tx, mailer: { send: async (mail) => void held.push(mail) } };
    const wanted = new Map(input.organizations.map((g) => [g.organizationId, g.permissions as string[]]));
    const grants: repo.TeamMemberRow['organizations'] = [];
    for (const g of row.organizations) {
      const team = await listAdmins(txDeps, g.organizationId);
      const joined = team.members.find((m) => m.email.toLowerCase() === row.email && m.role === 'team_admin');
      const permissions = wanted.get(g.organizationId);
      if (!permissions) {
        if (joined) await removeAdmin(txDeps, g.organizationId, joined.userId);
        continue;
      }
      if (joined)
        await updateAdmin(txDeps, g.organizationId, joined.userId, permissions, {
          userId: scope.userId,
          permissions: CONSULTANT_PERMISSIONS,
        });
      grants.push({ ...g, permissions });
      wanted.delete(g.organizationId);
    }
    for (const [organizationId, permissions] of wanted) {
      const invitation = await inviteAdmin(
        txDeps,
        organizationId,
        scope.userId,
        { email: row.email, permissions: permissions as never },
        locale,
        CONSULTANT_PERMISSIONS,
      );
      grants.push({ organizationId, permissions, invitationId: invitation.id });
    }
    await repo.updateGrants(tx, row.id, grants, deps.now());
    const ids = new Set([...row.organizations, ...grants].map((g) => g.organizationId));
    const perm = (list: typeof grants, id: string) =>
      list.find((g) => g.organizationId === id)?.permissions ?? null;
    await auditClients(
      tx,
      scope,
      meta,
      'PATCH /consultants/team-members/{member_id}',
      row.id,
      [...ids].map((id) => ({
        organizationId: id,
        before: { email: row.email, permissions: perm(row.organizations, id) },
        after: { email: row.email, permissions: perm(grants, id) },
      })),
    );
    return presentMember(txDeps, { ...row, organizations: grants }, scope);
  });
  for (const mail of held) await deps.mailer.send(mail);
  return { before, data: after };
}

/** DELETE consultants/team-members/{member_id}: removes them from every client they joined. */
export async function removeTeamMember(
  deps: AppDeps,
  scope: ConsultantScope,
  memberId: string,
  meta: AuditMeta = {},
) {
  const firmId = requireFirmOwner(scope);
  const row = await repo.findTeamMember(deps.db, [firmId], memberId);
  if (!row) throw notFound('consultants.errors.memberNotFound');
  const before = await presentMember(deps, row, scope);
  await deps.db.transaction(async (tx) => {
    const txDeps: AppDeps = { ...deps, db: tx };
    for (const g of row.organizations) {
      const team = await listAdmins(txDeps, g.organizationId);
      const member = team.members.find((m) => m.email.toLowerCase() === row.email && m.role === 'team_admin');
      if (member) await removeAdmin(txDeps, g.organizationId, member.userId);
    }
    await repo.markRemoved(tx, row.id, deps.now());
    await auditClients(
      tx,
      scope,
      meta,
      'DELETE /consultants/team-members/{member_id}',
      row.id,
      row.organizations.map((g) => ({
        organizationId: g.organizationId,
        before: { email: row.email, permissions: g.permissions },
        after: null,
      })),
    );
  });
  return before;
}
