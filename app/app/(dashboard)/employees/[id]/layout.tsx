import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { NestedFrame } from '@/components/layout/nested-frame';
import { ScreenMessages } from '@/components/providers/client-messages';

/** The record's tabs: the person, their leave balances and payroll history. */
const RECORD_NAMESPACES = [
  'employees',
  'leave.balances',
  'leave.defaultTypes',
  'leave.validation',
  'payroll.history',
  'payroll.pagination',
  'payroll.status',
  'payroll.validation',
  'payouts.disbursement',
];

/** Nested layout (spec §2): the screen keeps the dashboard shell and gets a back link to its list. */
export default async function EmployeeLayout({ children }: { children: ReactNode }) {
  const t = await getTranslations('employees.detail');
  return (
    <NestedFrame backHref="/app/employees" backLabel={t('back')}>
      <ScreenMessages namespaces={RECORD_NAMESPACES}>{children}</ScreenMessages>
    </NestedFrame>
  );
}
