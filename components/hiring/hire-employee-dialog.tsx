'use client';

import { useTranslations } from 'next-intl';
import { EmployeeFormDialog } from '@/components/employees/employee-form';
import type { Application, HirePrefill, Job } from '@/lib/contracts/hiring';
import type { EmployeeInput } from '@/lib/contracts/employees';
import { splitGross, type GrossShares } from '@/lib/payroll/gross';
import { useSettings } from '@/lib/queries/settings';

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

/**
 * The hire as the add-employee form's starting values (money stays in minor units, as the form holds it). The
 * offered salary is a monthly gross: split into basic, housing, transport and other by the organisation's salary
 * breakdown, the same split payroll applies (`splitGross`); without the breakdown it stays whole in basic, which
 * payroll splits the same way.
 */
export function hireValues(p: HirePrefill, job: Job, breakdown?: GrossShares): Partial<EmployeeInput> {
  return {
    firstName: p.firstName,
    lastName: p.lastName,
    email: p.email,
    phone: p.phone.replace(/[^\d+]/g, '') || null,
    departmentId: p.departmentId,
    jobRoleId: p.jobRoleId,
    employmentType: p.employmentType,
    payCurrency: p.currency ?? job.currency,
    ...(p.salary != null ? (breakdown ? splitGross(p.salary, breakdown) : { basic: p.salary }) : {}),
    ...(p.startDate ? { startDate: p.startDate } : {}),
  };
}

type Props = { application: Application; job: Job; open: boolean; onOpenChange: (open: boolean) => void };

/**
 * "Create employee" from a hire: the full add-employee form (every section, the same validation and bank
 * verification), opened pre-filled with name, email, phone, department, role, salary (split by the salary
 * breakdown) and start date.
 */
export function HireEmployeeDialog({ application, job, open, onOpenChange }: Props) {
  const t = useTranslations('hiring.hire');
  const settings = useSettings();
  // the form takes its starting values once, when it opens: wait for the breakdown (or its failure)
  return (
    <EmployeeFormDialog
      open={open && !settings.isPending}
      onOpenChange={onOpenChange}
      initial={hireValues(hirePrefill(application, job), job, settings.data?.salaryBreakdown)}
      text={{ title: t('title'), description: t('description', { job: job.title }), submit: t('create') }}
    />
  );
}
