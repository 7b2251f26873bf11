'use client';

import { useTranslations } from 'next-intl';
import { PageHeader } from '@/components/layout/page-header';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { useMe } from '@/lib/queries/account';
import { useDashboardChecklist } from '@/lib/queries/organization';

/** /app/onboarding: the setup checklist (GET organizations/dashboard-checklist) until KYC and a wallet are done. */
export function OnboardingFrame() {
  const t = useTranslations('onboarding');
  const me = useMe();
  const checklist = useDashboardChecklist(me.data?.currentUserRole?.organization?.id);
  const steps = checklist.data?.checklist ?? [];
  const done = steps.filter((s) => s.done).length;
  return (
    <div className="min-w-0">
      <PageHeader title={t('title')} description={t('description')} />
      <Card className="p-0">
        <div className="flex items-center justify-between border-b border-line px-5 py-4">
          <p className="font-medium text-ink">{t('progress', { done, total: steps.length || 5 })}</p>
          {checklist.data && (
            <Badge variant={checklist.data.kycStatus === 'approved' ? 'success' : 'warning'}>
              {t(`kyc.${checklist.data.kycStatus}`)}
            </Badge>
          )}
        </div>
        {checklist.isPending ? (
          <div className="space-y-3 p-5" aria-busy>
            {Array.from({ length: 5 }, (_, i) => (
              <Skeleton key={i} className="h-10 w-full" />
            ))}
          </div>
        ) : (
          <ol className="divide-y divide-line">
            {steps.map((step, i) => (
              <li
                key={step.key}
                className="flex items-center gap-4 px-5 py-4"
                data-testid={`step-${step.key}`}
                data-done={step.done}
              >
                <span
                  aria-hidden
                  className={cn(
                    'grid size-8 shrink-0 place-items-center rounded-full text-sm font-semibold',
                    step.done ? 'bg-success text-white' : 'bg-canvas text-muted',
                  )}
                >
                  {step.done ? '✓' : i + 1}
                </span>
                <div className="min-w-0 flex-1">
                  <p className="font-medium text-ink">{t(`steps.${step.key}.title`)}</p>
                  <p className="text-sm text-muted">{t(`steps.${step.key}.description`)}</p>
                </div>
                <span className="text-sm text-muted">{step.done ? t('done') : t('todo')}</span>
              </li>
            ))}
          </ol>
        )}
      </Card>
    </div>
  );
}
