import 'server-only';
import type { BillingCycle, Plan } from '@/lib/contracts/billing';
import { planModules, type PlanId } from '@/lib/modules';

/** Currencies plans are priced in; an organisation in another currency is billed in USD. */
export const PLAN_CURRENCIES = ['NGN', 'KES', 'GHS', 'UGX', 'USD'] as const;
export const YEARLY_DISCOUNT_PERCENT = 15;

type Price = { perEmployee: number; minimum: number };
type PlanData = { id: PlanId; modules: string[]; prices: Record<(typeof PLAN_CURRENCIES)[number], Price> };

/**
 * The plans' prices: per active employee per month with a monthly minimum, in minor units of each currency.
 * Yearly is twelve months less YEARLY_DISCOUNT_PERCENT. What each plan includes is the module registry's
 * (lib/modules.ts `plan`), the same table the screen and API guards read.
 */
export const PLANS: readonly PlanData[] = [
  {
    id: 'starter',
    modules: planModules('starter'),
    prices: {
      NGN: { perEmployee: 50_000, minimum: 1_000_000 },
      KES: { perEmployee: 5_000, minimum: 100_000 },
      GHS: { perEmployee: 500, minimum: 10_000 },
      UGX: { perEmployee: 1_500, minimum: 30_000 },
      USD: { perEmployee: 40, minimum: 800 },
    },
  },
  {
    id: 'growth',
    modules: planModules('growth'),
    prices: {
      NGN: { perEmployee: 90_000, minimum: 2_500_000 },
      KES: { perEmployee: 9_000, minimum: 250_000 },
      GHS: { perEmployee: 900, minimum: 25_000 },
      UGX: { perEmployee: 2_700, minimum: 75_000 },
      USD: { perEmployee: 70, minimum: 2_000 },
    },
  },
  {
    id: 'enterprise',
    modules: planModules('enterprise'),
    prices: {
      NGN: { perEmployee: 140_000, minimum: 5_000_000 },
      KES: { perEmployee: 14_000, minimum: 500_000 },
      GHS: { perEmployee: 1_400, minimum: 50_000 },
      UGX: { perEmployee: 4_200, minimum: 150_000 },
      USD: { perEmployee: 110, minimum: 4_000 },
    },
  },
];

export const findPlan = (id: string) => PLANS.find((p) => p.id === id);

/** The currency an organisation is billed in: its own when plans are priced in it, else USD. */
export const billingCurrency = (orgCurrency: string) =>
  (PLAN_CURRENCIES as readonly string[]).includes(orgCurrency) ? orgCurrency : 'USD';

/** The price of one period for `employees` active employees (minor units, integer). */
export function priceFor(plan: PlanData, currency: string, cycle: BillingCycle, employees: number): number {
  const p = plan.prices[currency as keyof PlanData['prices']];
  if (!p) throw new Error(`plan ${plan.id} has no ${currency} price`);
  const monthly = Math.max(p.minimum, p.perEmployee * employees);
  return cycle === 'monthly' ? monthly : Math.round((monthly * 12 * (100 - YEARLY_DISCOUNT_PERCENT)) / 100);
}

export function presentPlan(plan: PlanData, currencies: string[], employees: number): Plan {
  return {
    id: plan.id,
    modules: plan.modules,
    yearlyDiscountPercent: YEARLY_DISCOUNT_PERCENT,
    prices: currencies.map((currency) => {
      const p = plan.prices[currency as keyof PlanData['prices']];
      return {
        currency,
        perEmployeeMonthly: p.perEmployee,
        minimumMonthly: p.minimum,
        monthly: priceFor(plan, currency, 'monthly', employees),
        yearly: priceFor(plan, currency, 'yearly', employees),
      };
    }),
  };
}
