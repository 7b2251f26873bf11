import 'server-only';
import {
  HEADCOUNT_BANDS,
  type AnalyticsQuery,
  type PayrollDistributionSummary,
  type PayrollSizeDistribution,
} from '@/lib/contracts/consultants';
import type { AppDeps } from '@/server/deps';
import { approvedTotalsByMonth } from '@/server/modules/payroll/payroll.queries';
import { grossOf, headcountOf, type ConsultantScope } from './consultants.service';

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
