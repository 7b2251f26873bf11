'use client';

import { useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { FrameIcon } from '@/components/layout/frame-icon';
import { PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { PlusIcon } from '@/components/ui/icons';
import { LinkTabs } from '@/components/ui/link-tabs';
import { useLazyDialog } from '@/components/ui/use-load-on-intent';
import { tabLinks, type SearchParams } from '@/lib/navigation/tab-links';
import { tabsFor } from '@/lib/navigation/tabs';
import { ImportAddonsButton } from './bulk/import-addons-button';
import { ImportEmployeesButton } from './bulk/import-employees-button';
import { EmployeesList } from './employees-list';
import type { EmployeeListTab } from './use-employee-list-params';

// The add-employee form (react-hook-form, zod, the bank and department pickers) loads when it is first
// opened or the Add button is hovered or focused: the list itself ships without it (README, "A heavy component").
const loadForm = () => import('./employee-form').then((m) => m.EmployeeFormDialog);
const EmployeeFormDialog = dynamic(loadForm, { ssr: false });

export const LIST_TABS = tabsFor('/app/employees') ?? ['active', 'in-active'];

export const PeopleIcon = () => (
  <FrameIcon>
    <circle cx="9" cy="8" r="3.5" />
    <path d="M2.5 20a6.5 6.5 0 0 1 13 0M16 4.5a3.5 3.5 0 0 1 0 7M18 14.5a6.5 6.5 0 0 1 3.5 5.5" />
  </FrameIcon>
);

/** /app/employees: active and inactive employees, filtered and paged through the URL, added one by one or imported. */
export function EmployeesFrame({ searchParams }: { searchParams: SearchParams }) {
  const t = useTranslations('employees');
  // A tab switch keeps the search and filters but starts at page 1; status values differ per tab.
  const { page: _page, status: _status, ...kept } = searchParams;
  const { current, items } = tabLinks('/app/employees', LIST_TABS, kept, (tab) => t(`tabs.${tab}`));
  const form = useLazyDialog(loadForm);
  const addButton = (
    <Button onClick={form.show} {...form.intent}>
      <PlusIcon />
      {t('action')}
    </Button>
  );
  return (
    <div className="min-w-0">
      <PageHeader
        title={t('title')}
        description={t('description')}
        actions={
          <>
            <ImportAddonsButton />
            <ImportEmployeesButton />
            {addButton}
          </>
        }
      />
      <LinkTabs items={items} value={current} aria-label={t('title')} className="mb-4 w-full" />
      <EmployeesList
        key={current}
        tab={current as EmployeeListTab}
        icon={<PeopleIcon />}
        emptyActions={
          <>
            {addButton}
            <ImportEmployeesButton />
          </>
        }
      />
      {form.mounted ? <EmployeeFormDialog open={form.open} onOpenChange={form.setOpen} /> : null}
    </div>
  );
}
