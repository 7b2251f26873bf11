'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useRootStore, type DashboardViewMode } from '@/lib/stores/root';

/**
 * Overview ↔ analytics, kept in the root store's `dashboardViewMode` (spec: toggled, with a default).
 * Only the active panel renders, so the other mode's queries do not run.
 */
export function ViewModeTabs({
  header,
  overview,
  analytics,
}: {
  header: ReactNode;
  overview: ReactNode;
  analytics: ReactNode;
}) {
  const t = useTranslations('dashboard.viewMode');
  const mode = useRootStore((s) => s.dashboardViewMode);
  const toggle = useRootStore((s) => s.toggleDashboardViewMode);
  // Compared with the store's current value, not the rendered one: two quick choices before a re-render
  // must not toggle back.
  const onValueChange = (next: string) => {
    if ((next as DashboardViewMode) !== useRootStore.getState().dashboardViewMode) toggle();
  };
  return (
    <Tabs value={mode} onValueChange={onValueChange} className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        {header}
        <TabsList aria-label={t('label')}>
          <TabsTrigger value="overview">{t('overview')}</TabsTrigger>
          <TabsTrigger value="analytics">{t('analytics')}</TabsTrigger>
        </TabsList>
      </div>
      <TabsContent value="overview" className="pt-0">
        {overview}
      </TabsContent>
      <TabsContent value="analytics" className="pt-0">
        {analytics}
      </TabsContent>
    </Tabs>
  );
}
