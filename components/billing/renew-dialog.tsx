'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
import { toastCallbacks } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError, errorMessage } from '@/lib/api/client';
import type { BillingCycle } from '@/lib/contracts/billing';
import { cn } from '@/lib/cn';
import { PLAN_IDS, planModules, type PlanId } from '@/lib/modules';
import { formatMoney } from '@/lib/money';
import { usePlans, useRenewSubscriptionMutation } from '@/lib/queries/billing';

const isPlanId = (id: string): id is PlanId => (PLAN_IDS as readonly string[]).includes(id);

/**
 * Choose a plan and a cycle, see what today's headcount costs, and pay it from the wallet. A shortfall comes
 * back as a field error naming it and is shown in the dialog; nothing is charged then. Each plan card lists the
 * modules the plan includes, from the registry the guards read (lib/modules.ts); `initialPlan` is chosen first
 * (the pay-wall passes the cheapest plan that includes the module asked for, `highlightModule`).
 */
export function RenewDialog({
  trigger,
  currentPlan,
  initialPlan,
  highlightModule = null,
  open: controlledOpen,
  onOpenChange,
  onRenewed,
}: {
  trigger?: ReactNode;
  currentPlan?: string;
  initialPlan?: PlanId;
  highlightModule?: string | null;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  onRenewed?: () => void;
}) {
  const t = useTranslations('billing');
  const tc = useTranslations('common');
  const tn = useTranslations('shell.nav');
  const locale = useLocale();
  const [ownOpen, setOwnOpen] = useState(false);
  const open = controlledOpen ?? ownOpen;
  const setOpen = (next: boolean) => {
    setOwnOpen(next);
    onOpenChange?.(next);
    if (!next) setProblem(null);
  };
  const plans = usePlans(open);
  const mutation = useRenewSubscriptionMutation();
  const [planId, setPlanId] = useState<string | undefined>(
    initialPlan ?? (currentPlan && currentPlan !== 'trial' ? currentPlan : undefined),
  );
  const [cycle, setCycle] = useState<BillingCycle>('monthly');
  const [problem, setProblem] = useState<string | null>(null);

  const data = plans.data;
  const chosen = data?.plans.find((p) => p.id === (planId ?? data.plans[0]?.id));
  const price = chosen?.prices.find((p) => p.currency === data?.currency);
  const amount = price ? (cycle === 'monthly' ? price.monthly : price.yearly) : null;

  const pay = () => {
    if (!chosen) return;
    setProblem(null);
    mutation.mutate(
      { planId: chosen.id, cycle },
      toastCallbacks({
        onDone: () => {
          setOpen(false);
          onRenewed?.();
        },
        // the dialog says what went wrong beside the plans (a field's reason first)
        onError: (e) =>
          setProblem(
            e instanceof ApiError && e.errors
              ? (Object.values(e.errors).flat()[0] ?? errorMessage(e))
              : errorMessage(e),
          ),
      }),
    );
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      {trigger ? <DialogTrigger asChild>{trigger}</DialogTrigger> : null}
      <DialogContent closeLabel={tc('cancel')} className="max-w-2xl" data-testid="renew-dialog">
        <DialogHeader>
          <DialogTitle>{t('renew.title')}</DialogTitle>
          <DialogDescription>
            {data
              ? t('renew.description', { employees: data.activeEmployees, currency: data.currency })
              : t('renew.loading')}
          </DialogDescription>
        </DialogHeader>
        {plans.isPending ? (
          <Skeleton className="h-48" aria-busy />
        ) : plans.isError || !data ? (
          <p role="alert" className="text-sm text-danger">
            {errorMessage(plans.error)}
          </p>
        ) : (
          <div className="space-y-4">
            <fieldset>
              <legend className="mb-2 text-sm font-medium text-ink">{t('renew.cycle')}</legend>
              <div className="inline-flex rounded-md border border-line p-0.5" role="radiogroup">
                {(['monthly', 'yearly'] as const).map((c) => (
                  <label
                    key={c}
                    className={cn(
                      'cursor-pointer rounded px-3 py-1.5 text-sm',
                      cycle === c ? 'bg-brand-600 text-white' : 'text-ink',
                    )}
                  >
                    <input
                      type="radio"
                      name="cycle"
                      value={c}
                      className="sr-only"
                      checked={cycle === c}
                      onChange={() => setCycle(c)}
                    />
                    {t(`cycles.${c}`)}
                    {c === 'yearly' ? ` (−${data.plans[0]?.yearlyDiscountPercent ?? 0}%)` : ''}
                  </label>
                ))}
              </div>
            </fieldset>
            <fieldset>
              <legend className="mb-2 text-sm font-medium text-ink">{t('renew.plan')}</legend>
              <div className="grid gap-3 sm:grid-cols-3">
                {data.plans.map((p) => {
                  const pp = p.prices.find((x) => x.currency === data.currency)!;
                  const selected = chosen?.id === p.id;
                  return (
                    <label
                      key={p.id}
                      data-testid={`plan-${p.id}`}
                      className={cn(
                        'flex cursor-pointer flex-col gap-1 rounded-lg border p-3 text-sm focus-within:ring-2 focus-within:ring-brand-600',
                        selected ? 'border-brand-600 bg-brand-50' : 'border-line',
                      )}
                    >
                      <input
                        type="radio"
                        name="plan"
                        value={p.id}
                        className="sr-only"
                        checked={selected}
                        onChange={() => setPlanId(p.id)}
                      />
                      <span className="font-semibold text-ink">{t(`plans.${p.id}.name`)}</span>
                      <span className="text-xs text-muted">{t(`plans.${p.id}.description`)}</span>
                      <ul
                        aria-label={t('renew.includes')}
                        className="mt-1 flex flex-wrap gap-1"
                        data-testid={`plan-${p.id}-modules`}
                      >
                        {(isPlanId(p.id) ? planModules(p.id) : p.modules).map((m) => (
                          <li
                            key={m}
                            className={cn(
                              'rounded bg-canvas px-1.5 py-0.5 text-xs text-muted',
                              m === highlightModule && 'bg-brand-100 font-medium text-brand-700',
                            )}
                          >
                            {tn(m)}
                          </li>
                        ))}
                      </ul>
                      <span className="mt-1 font-medium text-ink tabular-nums">
                        {formatMoney(cycle === 'monthly' ? pp.monthly : pp.yearly, data.currency, locale)}
                        <span className="text-xs font-normal text-muted"> / {t(`per.${cycle}`)}</span>
                      </span>
                      <span className="text-xs text-muted">
                        {t('renew.perEmployee', {
                          price: formatMoney(pp.perEmployeeMonthly, data.currency, locale),
                          minimum: formatMoney(pp.minimumMonthly, data.currency, locale),
                        })}
                      </span>
                    </label>
                  );
                })}
              </div>
            </fieldset>
            {problem ? (
              <p
                role="alert"
                className="rounded-md bg-danger-50 p-3 text-sm text-danger"
                data-testid="renew-problem"
              >
                {problem}
              </p>
            ) : null}
          </div>
        )}
        <DialogFooter>
          <Button type="button" variant="secondary" onClick={() => setOpen(false)}>
            {tc('cancel')}
          </Button>
          <Button
            type="button"
            onClick={pay}
            loading={mutation.isPending}
            disabled={!chosen || amount === null}
            data-testid="renew-pay"
          >
            {amount !== null && data
              ? t('renew.pay', { amount: formatMoney(amount, data.currency, locale) })
              : t('renew.submit')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
