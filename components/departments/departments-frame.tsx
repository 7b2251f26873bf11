'use client';

import { useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { PageHeader } from '@/components/layout/page-header';
import { LinkTabs } from '@/components/ui/link-tabs';
import { tabLinks, type SearchParams } from '@/lib/navigation/tab-links';
import { tabsFor } from '@/lib/navigation/tabs';
import { DepartmentsTable } from './departments-table';

// Only one tab shows at a time: the other's code loads when it is opened.
const WithoutDepartment = dynamic(() => import('./without-department').then((m) => m.WithoutDepartment));

const PATH = '/app/employees/departments';
const TABS = tabsFor(PATH) ?? ['all', 'without'];

/** /app/employees/departments: all departments (page and search in the URL), or the employees without one. */
export function DepartmentsFrame({ searchParams }: { searchParams: SearchParams }) {
  const t = useTranslations('departments');
  // Switching tabs starts the other tab afresh: only `tab` carries over.
  const { current, items } = tabLinks(PATH, TABS, {}, (tab) => t(`tabs.${tab}`));
  const tab =
    typeof searchParams.tab === 'string' && TABS.includes(searchParams.tab) ? searchParams.tab : current;
  return (
    <div className="min-w-0">
      <PageHeader title={t('title')} description={t('description')} />
      <LinkTabs items={items} value={tab} aria-label={t('title')} className="w-full" />
      <div className="mt-4">{tab === 'without' ? <WithoutDepartment /> : <DepartmentsTable />}</div>
    </div>
  );
}
