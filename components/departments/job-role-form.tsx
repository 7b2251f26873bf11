'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { useFieldErrorText, useZodForm, formOutcome } from '@/components/forms/use-zod-form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { jobRoleInputSchema, type JobRole } from '@/lib/contracts/departments';
import {
  useCreateJobRoleMutation,
  useDepartments,
  useUpdateJobRoleMutation,
} from '@/lib/queries/departments';

/** Create a job role, or edit `role`; the department is optional. */
export function JobRoleForm({ role, onDone }: { role: JobRole | null; onDone: () => void }) {
  const t = useTranslations('departments.roles');
  const tc = useTranslations('common');
  const fieldError = useFieldErrorText();
  const departments = useDepartments({ result: 'all' });
  const create = useCreateJobRoleMutation();
  const update = useUpdateJobRoleMutation();
  const form = useZodForm(jobRoleInputSchema, {
    defaultValues: { title: '', description: '', departmentId: null },
  });
  const { errors } = form.formState;

  useEffect(() => {
    form.reset({
      title: role?.title ?? '',
      description: role?.description ?? '',
      departmentId: role?.department?.id ?? null,
    });
  }, [role, form]);

  const submit = form.handleSubmit((values) => {
    const write: Promise<{ message: string }> = role
      ? update.mutateAsync({ id: role.id, ...values })
      : create.mutateAsync(values);
    return formOutcome(form, write, () => {
      form.reset({ title: '', description: '', departmentId: null });
      onDone();
    });
  });

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={role ? t('editTitle', { title: role.title }) : t('createTitle')}
      className="space-y-3 rounded-md border border-line p-3"
    >
      <p className="text-sm font-semibold text-ink">
        {role ? t('editTitle', { title: role.title }) : t('createTitle')}
      </p>
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField label={t('titleLabel')} error={fieldError(errors.title?.message)} required>
          <Input autoComplete="off" maxLength={120} {...form.register('title')} />
        </FormField>
        <FormField label={t('department')} error={fieldError(errors.departmentId?.message)}>
          <Select
            placeholder={t('noDepartment')}
            {...form.register('departmentId', { setValueAs: (v: string | null) => (v ? v : null) })}
          >
            {(departments.data?.data ?? []).map((d) => (
              <option key={d.id} value={d.id}>
                {d.name}
              </option>
            ))}
          </Select>
        </FormField>
      </div>
      <FormField label={t('descriptionLabel')} error={fieldError(errors.description?.message)}>
        <Textarea rows={2} maxLength={1000} {...form.register('description')} />
      </FormField>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {role ? (
          <Button type="button" variant="secondary" onClick={onDone}>
            {tc('cancel')}
          </Button>
        ) : null}
        <Button type="submit" loading={form.formState.isSubmitting}>
          {role ? t('save') : t('create')}
        </Button>
      </div>
    </form>
  );
}
