'use client';

import { useTranslations } from 'next-intl';
import { useWatch } from 'react-hook-form';
import { useFieldErrorText } from '@/components/forms/use-zod-form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { EMPLOYMENT_TYPES, GENDERS } from '@/lib/contracts/employees';
import { ControlledSelect } from './controlled-select';
import { FormSection } from './form-section';
import { nullIfEmpty, type EmployeeFormApi } from './employee-form-values';
import { useEmployeeOptions } from './use-employee-options';

/** Personal details: who the employee is and how to reach them. */
export function PersonalSection({ form }: { form: EmployeeFormApi }) {
  const t = useTranslations('employees.form');
  const fieldError = useFieldErrorText();
  const { errors } = form.formState;
  const optional = { setValueAs: nullIfEmpty };
  return (
    <FormSection title={t('sections.personal')}>
      <FormField label={t('staffId')} error={fieldError(errors.staffId?.message)} required>
        <Input autoComplete="off" {...form.register('staffId')} />
      </FormField>
      <FormField label={t('email')} error={fieldError(errors.email?.message)} required>
        <Input type="email" autoComplete="off" {...form.register('email')} />
      </FormField>
      <FormField label={t('firstName')} error={fieldError(errors.firstName?.message)} required>
        <Input autoComplete="off" {...form.register('firstName')} />
      </FormField>
      <FormField label={t('lastName')} error={fieldError(errors.lastName?.message)} required>
        <Input autoComplete="off" {...form.register('lastName')} />
      </FormField>
      <FormField label={t('otherNames')} error={fieldError(errors.otherNames?.message)}>
        <Input autoComplete="off" {...form.register('otherNames', optional)} />
      </FormField>
      <FormField label={t('phone')} error={fieldError(errors.phone?.message)}>
        <Input
          type="tel"
          autoComplete="off"
          placeholder="+234 801 234 5678"
          {...form.register('phone', optional)}
        />
      </FormField>
      <FormField label={t('gender')} error={fieldError(errors.gender?.message)}>
        <ControlledSelect control={form.control} name="gender" placeholder={t('choose')}>
          {GENDERS.map((g) => (
            <option key={g} value={g}>
              {t(`genders.${g}`)}
            </option>
          ))}
        </ControlledSelect>
      </FormField>
      <FormField label={t('dateOfBirth')} error={fieldError(errors.dateOfBirth?.message)}>
        <Input type="date" {...form.register('dateOfBirth', optional)} />
      </FormField>
      <FormField label={t('address')} error={fieldError(errors.address?.message)} className="sm:col-span-2">
        <Input autoComplete="off" {...form.register('address', optional)} />
      </FormField>
    </FormSection>
  );
}

/** Where the employee sits: department, role, payroll group, contract type and start date. */
export function JobSection({ form }: { form: EmployeeFormApi }) {
  const t = useTranslations('employees.form');
  const fieldError = useFieldErrorText();
  const { errors } = form.formState;
  const { departments, roles, groups } = useEmployeeOptions();
  const [departmentId, jobRoleId] = useWatch({ control: form.control, name: ['departmentId', 'jobRoleId'] });
  // Roles of the chosen department, roles tied to none, and always the role already chosen (never dropped silently).
  const fitting = roles.filter(
    (r) => !departmentId || !r.departmentId || r.departmentId === departmentId || r.id === jobRoleId,
  );
  return (
    <FormSection title={t('sections.job')}>
      <FormField label={t('department')} error={fieldError(errors.departmentId?.message)}>
        <ControlledSelect control={form.control} name="departmentId" placeholder={t('none')}>
          {departments.map((d) => (
            <option key={d.id} value={d.id}>
              {d.name}
            </option>
          ))}
        </ControlledSelect>
      </FormField>
      <FormField label={t('jobRole')} error={fieldError(errors.jobRoleId?.message)}>
        <ControlledSelect control={form.control} name="jobRoleId" placeholder={t('none')}>
          {fitting.map((r) => (
            <option key={r.id} value={r.id}>
              {r.name}
            </option>
          ))}
        </ControlledSelect>
      </FormField>
      <FormField label={t('payrollGroup')} error={fieldError(errors.payrollGroupId?.message)}>
        <ControlledSelect control={form.control} name="payrollGroupId" placeholder={t('none')}>
          {groups.map((g) => (
            <option key={g.id} value={g.id}>
              {g.name}
            </option>
          ))}
        </ControlledSelect>
      </FormField>
      <FormField label={t('employmentType')} error={fieldError(errors.employmentType?.message)} required>
        <Select {...form.register('employmentType')}>
          {EMPLOYMENT_TYPES.map((e) => (
            <option key={e} value={e}>
              {t(`employmentTypes.${e}`)}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField label={t('startDate')} error={fieldError(errors.startDate?.message)} required>
        <Input type="date" {...form.register('startDate')} />
      </FormField>
    </FormSection>
  );
}
