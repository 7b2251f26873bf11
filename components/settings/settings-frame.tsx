'use client';

import { useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import type { ReactNode } from 'react';
import { FrameIcon } from '@/components/layout/frame-icon';
import { PageHeader } from '@/components/layout/page-header';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { LinkTabs } from '@/components/ui/link-tabs';
import { tabLinks, type SearchParams } from '@/lib/navigation/tab-links';
import { tabsFor } from '@/lib/navigation/tabs';
import { CompanyInfo } from './company-info';

// The first tab comes with the page; each other tab's code loads when it is opened.
const PersonalInfo = dynamic(() => import('./personal-info').then((m) => m.PersonalInfo));
const BillingInfo = dynamic(() => import('./billing-info').then((m) => m.BillingInfo));
const TeamAdmins = dynamic(() => import('@/components/team/team-admins').then((m) => m.TeamAdmins));
const PayrollSettings = dynamic(() => import('./payroll-settings').then((m) => m.PayrollSettings));
const AuditLogTab = dynamic(() => import('@/components/audit/audit-log-tab').then((m) => m.AuditLogTab));

const PATH = '/app/settings';
const TABS = tabsFor(PATH) ?? [
  'company-info',
  'personal-info',
  'billing-info',
  'manage-team',
  'payroll-settings',
  'audit-log',
];

const GearIcon = () => (
  <FrameIcon>
    <circle cx="12" cy="12" r="3" />
    <path d="M12 2.5v3M12 18.5v3M2.5 12h3M18.5 12h3M5.3 5.3l2.1 2.1M16.6 16.6l2.1 2.1M5.3 18.7l2.1-2.1M16.6 7.4l2.1-2.1" />
  </FrameIcon>
);

const PANELS: Record<string, () => ReactNode> = {
  'company-info': () => <CompanyInfo />,
  'personal-info': () => <PersonalInfo />,
  'billing-info': () => <BillingInfo />,
  'manage-team': () => <TeamAdmins />,
  'payroll-settings': () => <PayrollSettings />,
  'audit-log': () => <AuditLogTab />,
};

/** /app/settings: organisation, account, billing, team, payroll and audit log, one tab each. */
export function SettingsFrame({ searchParams }: { searchParams: SearchParams }) {
  const t = useTranslations('settings');
  const { current, items } = tabLinks(PATH, TABS, searchParams, (tab) => t(`tabs.${tab}`));
  const panel = PANELS[current];
  return (
    <div className="min-w-0">
      <PageHeader title={t('title')} description={t('description')} />
      <LinkTabs items={items} value={current} aria-label={t('title')} className="w-full" />
      <div className="mt-4">
        {panel ? (
          panel()
        ) : (
          <Card>
            <EmptyState
              icon={<GearIcon />}
              title={t(`empty.${current}.title`)}
              description={t(`empty.${current}.description`)}
            />
          </Card>
        )}
      </div>
    </div>
  );
}
