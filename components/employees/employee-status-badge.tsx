'use client';

import { useTranslations } from 'next-intl';
import { Badge } from '@/components/ui/badge';
import type { EmployeeStatus } from '@/lib/contracts/employees';

const VARIANT = { active: 'success', suspended: 'warning', separated: 'secondary' } as const;

export function EmployeeStatusBadge({ status }: { status: EmployeeStatus }) {
  const t = useTranslations('employees.statuses');
  return <Badge variant={VARIANT[status]}>{t(status)}</Badge>;
}

/** Full name as lists and headers show it. */
export const fullName = (e: { firstName: string; lastName: string; otherNames?: string | null }) =>
  [e.firstName, e.otherNames, e.lastName].filter(Boolean).join(' ');
