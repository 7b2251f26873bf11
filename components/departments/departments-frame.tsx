'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { LinkTabs } from '@/components/ui/tabs';
import { tabsFor } from '@/lib/navigation/tabs';

type SearchParams = Record<string, string | string[] | undefined>;

const PATH = '/app/employees/departments';
const TABS = tabsFor(PATH) ?? ['all', 'without'];

const BuildingIcon = () => (
  <svg
    viewBox="0 0 24 24"
    className="size-6"
    fill="none"
    stroke="currentColor"
    strokeWidth={1.8}
    strokeLinecap="round"
  >
    <rect x="4" y="3.5" width="16" height="17" rx="1.5" />
    <path d="M8.5 8h2M13.5 8h2M8.5 12h2M13.5 12h2M10 20.5v-4h4v4" />
  </svg>
);

/** /app/employees/departments: all departments, or the employees without one. */
export function DepartmentsFrame({ searchParams }: { searchParams: SearchParams }) {
  const t = useTranslations('departments');
  const hintId = useId();
  const current =
    typeof searchParams.tab === 'string' && TABS.includes(searchParams.tab) ? searchParams.tab : TABS[0]!;
  // The tab lives in `?tab=`; other query parameters survive a tab switch.
  const items = TABS.map((tab) => {
    const query = new URLSearchParams({ tab });
    for (const [key, value] of Object.entries(searchParams)) {
      if (key !== 'tab' && value !== undefined) for (const v of [value].flat()) query.append(key, v);
    }
    return { value: tab, label: t(`tabs.${tab}`), href: `${PATH}?${query}` };
  });
  return (
    <div className="min-w-0">
      <PageHeader title={t('title')} description={t('description')} />
      <LinkTabs items={items} value={current} aria-label={t('title')} className="w-full" />
      <Card className="mt-4">
        <EmptyState
          icon={<BuildingIcon />}
          title={t(`empty.${current}.title`)}
          description={t(`empty.${current}.description`)}
          action={
            current === 'all' ? (
              <>
                <Button disabled aria-describedby={hintId}>
                  {t('action')}
                </Button>
                <p id={hintId} className="mt-1.5 text-xs text-muted">
                  {t('actionHint')}
                </p>
              </>
            ) : null
          }
        />
      </Card>
    </div>
  );
}

/** /app/employees/departments/{id}: one department and its employees. */
export function DepartmentFrame({ id }: { id: string }) {
  const t = useTranslations('departments.detail');
  return (
    <div className="min-w-0">
      <PageHeader title={t('title')} description={t('description', { id })} />
      <Card>
        <EmptyState icon={<BuildingIcon />} title={t('emptyTitle')} description={t('emptyDescription')} />
      </Card>
    </div>
  );
}
