'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { toast } from 'react-toastify';
import { reportFormError, useFieldErrorText, useZodForm } from '@/components/forms/use-zod-form';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { departmentInputSchema, type Department } from '@/lib/contracts/departments';
import { useCreateDepartmentMutation, useUpdateDepartmentMutation } from '@/lib/queries/departments';

type Props = {
  /** The department to edit; none creates one. */
  department?: Department | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated?: (department: Department) => void;
};

/** Create or edit a department: the API's contract schema validates the form; a taken name lands on its field. */
export function DepartmentFormDialog({ department, open, onOpenChange, onCreated }: Props) {
  const t = useTranslations('departments.form');
  const tc = useTranslations('common');
  const fieldError = useFieldErrorText();
  const create = useCreateDepartmentMutation();
  const update = useUpdateDepartmentMutation();
  const form = useZodForm(departmentInputSchema, { defaultValues: { name: '', description: '' } });
  const { errors } = form.formState;

  useEffect(() => {
    if (open) form.reset({ name: department?.name ?? '', description: department?.description ?? '' });
  }, [open, department, form]);

  const submit = form.handleSubmit(async (values) => {
    try {
      const { message, data } = department ? await update.mutateAsync({ id: department.id, ...values }) : await create.mutateAsync(values);
      toast.success(message);
      onOpenChange(false);
      if (!department) onCreated?.(data);
    } catch (error) {
      reportFormError(form, error);
    }
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={tc('cancel')}>
        <DialogHeader>
          <DialogTitle>{department ? t('editTitle', { name: department.name }) : t('createTitle')}</DialogTitle>
          <DialogDescription>{t('intro')}</DialogDescription>
        </DialogHeader>
        <form noValidate className="space-y-4" onSubmit={submit}>
          <FormField label={t('name')} error={fieldError(errors.name?.message)} required>
            <Input autoComplete="off" maxLength={120} {...form.register('name')} />
          </FormField>
          <FormField label={t('description')} error={fieldError(errors.description?.message)}>
            <Textarea rows={3} maxLength={1000} {...form.register('description')} />
          </FormField>
          <DialogFooter>
            <Button type="button" variant="secondary" onClick={() => onOpenChange(false)}>
              {tc('cancel')}
            </Button>
            <Button type="submit" loading={form.formState.isSubmitting}>
              {department ? t('save') : t('create')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
