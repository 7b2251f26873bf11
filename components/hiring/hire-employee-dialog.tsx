'use client';

import { useTranslations } from 'next-intl';
import { EmployeeFormDialog } from '@/components/employees/employee-form';
import type { Application, HirePrefill, Job } from '@/lib/contracts/hiring';
import type { EmployeeInput } from '@/lib/contracts/employees';

/** What "Create employee" starts from: the application, its job and the accepted offer. */
export function hirePrefill(application: Application, job: Job): HirePrefill {
  const offer = application.offer?.status === 'accepted' ? application.offer : null;
  return {
    firstName: application.firstName,
    lastName: application.lastName,
    email: application.email,
    phone: application.phone,
    departmentId: job.department?.id ?? null,
    jobRoleId: job.jobRole?.id ?? null,
    employmentType: job.employmentType,
    salary: offer?.salary ?? null,
    currency: offer?.currency ?? null,
    startDate: offer?.startDate ?? null,
  };
}

/** The hire as the add-employee form's starting values (money stays in minor units, as the form holds it). */
function hireValues(p: HirePrefill, job: Job): Partial<EmployeeInput> {
  return {
    firstName: p.firstName,
    lastName: p.lastName,
    email: p.email,
    phone: p.phone.replace(/[^\d+]/g, '') || null,
    departmentId: p.departmentId,
    jobRoleId: p.jobRoleId,
    employmentType: p.employmentType,
    payCurrency: p.currency ?? job.currency,
    ...(p.salary != null ? { basic: p.salary } : {}),
    ...(p.startDate ? { startDate: p.startDate } : {}),
  };
}

type Props = { application: Application; job: Job; open: boolean; onOpenChange: (open: boolean) => void };

/**
 * "Create employee" from a hire: the full add-employee form (every section, the same validation and bank
 * verification), opened pre-filled with name, email, phone, department, role, salary and start date.
 */
export function HireEmployeeDialog({ application, job, open, onOpenChange }: Props) {
  const t = useTranslations('hiring.hire');
  return (
    <EmployeeFormDialog
      open={open}
      onOpenChange={onOpenChange}
      initial={hireValues(hirePrefill(application, job), job)}
      text={{ title: t('title'), description: t('description', { job: job.title }), submit: t('create') }}
    />
  );
}
