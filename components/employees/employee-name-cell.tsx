'use client';

import type { ReactNode } from 'react';
import { LinkedNameCell } from '@/components/ui/list-parts';

type Person = { id: string; firstName: string; lastName: string; email: string };

/** An employee row's first cell on the departments and groups screens: name linking to the record, email below. */
export function EmployeeNameCell({ employee, badge }: { employee: Person; badge?: ReactNode }) {
  return (
    <LinkedNameCell
      href={`/app/employees/${employee.id}`}
      name={`${employee.firstName} ${employee.lastName}`}
      sub={employee.email}
      badge={badge}
    />
  );
}
