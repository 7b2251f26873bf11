'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { PageHeader } from '@/components/layout/page-header';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { useDashboardChecklist } from '@/lib/queries/organization';
import { KycStepPanel } from './kyc-step-panel';
import { OpenWalletButton } from './open-wallet-button';

/** /app/onboarding: the setup checklist (GET organizations/dashboard-checklist) until KYC and a wallet are done. */
export function OnboardingFrame() {
  const t = useTranslations('onboarding');
  const tk = useTranslations('kyc');
  const checklist = useDashboardChecklist();
  const [kycOpen, setKycOpen] = useState(false);
  const steps = checklist.data?.checklist ?? [];
  const done = steps.filter((s) => s.done).length;
  const kycStatus = checklist.data?.kycStatus;
  const kycOpenable = kycStatus === 'pending' || kycStatus === 'rejected';

  const action = (key: string, stepDone: boolean) => {
    if (stepDone) return null;
    if (key === 'kyc' && kycOpenable && !kycOpen) {
      return (
        <Button size="sm" onClick={() => setKycOpen(true)}>
          {kycStatus === 'rejected' ? tk('resubmit') : tk('start')}
        </Button>
      );
    }
    if (key === 'wallet' && checklist.data && !checklist.data.hasWallet) {
      return <OpenWalletButton disabled={kycStatus !== 'approved'} />;
    }
    return null;
  };

  return (
    <div className="min-w-0">
      <PageHeader title={t('title')} description={t('description')} />
      <Card className="p-0">
        <div className="flex flex-wrap items-center justify-between gap-2 border-b border-line px-5 py-4">
          <p className="font-medium text-ink">{t('progress', { done, total: steps.length || 5 })}</p>
          {checklist.data && (
            <Badge
              variant={kycStatus === 'approved' ? 'success' : kycStatus === 'rejected' ? 'danger' : 'warning'}
            >
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
              <li key={step.key} className="px-5 py-4" data-testid={`step-${step.key}`} data-done={step.done}>
                <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
                  <span
                    aria-hidden
                    className={cn(
                      'grid size-8 shrink-0 place-items-center rounded-full text-sm font-semibold',
                      step.done ? 'bg-success text-white' : 'bg-canvas text-muted',
                    )}
                  >
                    {step.done ? '✓' : i + 1}
                  </span>
                  <div className="min-w-0 flex-1 basis-48">
                    <p className="font-medium text-ink">{t(`steps.${step.key}.title`)}</p>
                    <p className="text-sm text-muted">{t(`steps.${step.key}.description`)}</p>
                    {step.key === 'wallet' && !step.done && kycStatus !== 'approved' ? (
                      <p className="text-xs text-muted">{t('kycNeededForWallet')}</p>
                    ) : null}
                  </div>
                  <div className="ml-12 flex items-center gap-3 sm:ml-0">
                    {action(step.key, step.done)}
                    <span className="text-sm text-muted">{step.done ? t('done') : t('todo')}</span>
                  </div>
                </div>
                {step.key === 'kyc' && kycOpen && kycOpenable ? (
                  <KycStepPanel rejected={kycStatus === 'rejected'} onClose={() => setKycOpen(false)} />
                ) : null}
              </li>
            ))}
          </ol>
        )}
      </Card>
    </div>
  );
}
