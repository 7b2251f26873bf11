'use client';

import { useTranslations } from 'next-intl';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { FrameIcon } from '@/components/layout/frame-icon';
import { PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';

const GiftIcon = () => (
  <FrameIcon>
    <rect x="3.5" y="8" width="17" height="4" rx="1" />
    <path d="M5 12v8.5h14V12M12 8v12.5M12 8c-1.5-3.5-5.5-3.5-5.5-1S10 8 12 8c1.5-3.5 5.5-3.5 5.5-1S14 8 12 8" />
  </FrameIcon>
);

function Screen({ ns, actions }: { ns: string; actions?: ReactNode }) {
  const t = useTranslations(ns);
  return (
    <div className="min-w-0">
      <PageHeader title={t('title')} description={t('description')} actions={actions} />
      <Card>
        <EmptyState icon={<GiftIcon />} title={t('emptyTitle')} description={t('emptyDescription')} />
      </Card>
    </div>
  );
}

/** /app/employees/benefits: the benefits an employer offers. */
export function BenefitsFrame() {
  const t = useTranslations('benefits');
  return (
    <Screen
      ns="benefits"
      actions={
        <Button asChild variant="secondary">
          <Link href="/app/employees/benefits/earned-wage-access">{t('ewaLink')}</Link>
        </Button>
      }
    />
  );
}

/** /app/employees/benefits/earned-wage-access: withdrawal requests against earned pay. */
export function EarnedWageAccessFrame() {
  const t = useTranslations('benefits.ewa');
  return (
    <Screen
      ns="benefits.ewa"
      actions={
        <Button asChild variant="secondary">
          <Link href="/app/employees/benefits/earned-wage-access/settings">{t('settingsLink')}</Link>
        </Button>
      }
    />
  );
}

/** /app/employees/benefits/earned-wage-access/settings: limits and eligibility. */
export function EarnedWageAccessSettingsFrame() {
  return <Screen ns="benefits.ewaSettings" />;
}
