'use client';

import { useTranslations } from 'next-intl';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { FrameIcon } from '@/components/layout/frame-icon';
import { PageHeader } from '@/components/layout/page-header';
import { PayrollSettings } from '@/components/settings/payroll-settings';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';

const PayIcon = () => (
  <FrameIcon>
    <rect x="2.5" y="6" width="19" height="12" rx="2" />
    <circle cx="12" cy="12" r="2.5" />
    <path d="M6 9.5v5M18 9.5v5" />
  </FrameIcon>
);

function Screen({
  ns,
  values,
  actions,
  action,
}: {
  ns: string;
  values?: Record<string, string>;
  actions?: ReactNode;
  action?: ReactNode;
}) {
  const t = useTranslations(ns);
  return (
    <div className="min-w-0">
      <PageHeader title={t('title')} description={t('description', values)} actions={actions} />
      <Card>
        <EmptyState
          icon={<PayIcon />}
          title={t('emptyTitle')}
          description={t('emptyDescription')}
          action={action}
        />
      </Card>
    </div>
  );
}

/** /app/payroll: payroll runs. */
export function PayrollFrame() {
  const t = useTranslations('payroll');
  return (
    <Screen
      ns="payroll"
      actions={
        <>
          <Button asChild variant="secondary">
            <Link href="/app/payroll/analytics">{t('analyticsLink')}</Link>
          </Button>
          <Button asChild variant="secondary">
            <Link href="/app/payroll/settings">{t('settingsLink')}</Link>
          </Button>
        </>
      }
      action={
        <Button asChild>
          <Link href="/app/payroll/create">{t('action')}</Link>
        </Button>
      }
    />
  );
}

/** /app/payroll/analytics */
export function PayrollAnalyticsFrame() {
  return <Screen ns="payroll.analytics" />;
}

/** /app/payroll/settings ("Payroll Settings") */
export function PayrollSettingsFrame() {
  const t = useTranslations('payroll.settings');
  return (
    <div className="min-w-0">
      <PageHeader title={t('title')} description={t('description')} />
      <PayrollSettings />
    </div>
  );
}

/** /app/payroll/{id} (fullscreen): one payroll run. */
export function PayrollRunFrame({ id }: { id: string }) {
  return <Screen ns="payroll.run" values={{ id }} />;
}

/** /app/payroll/create (fullscreen): the payroll run wizard. */
export function CreatePayrollFrame() {
  return <Screen ns="payroll.create" />;
}
