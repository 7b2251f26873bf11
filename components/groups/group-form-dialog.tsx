'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { toast } from 'react-toastify';
import { reportFormError, useFieldErrorText, useZodForm } from '@/components/forms/use-zod-form';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { payrollGroupInputSchema, type PayrollGroup } from '@/lib/contracts/payroll-groups';
import { useCreatePayrollGroupMutation, useUpdatePayrollGroupMutation } from '@/lib/queries/payroll-groups';

type Props = {
  /** The group to edit; none creates one. */
  group?: PayrollGroup | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** Create or edit a payroll group: the API's contract schema validates the form; a taken name lands on its field. */
export function GroupFormDialog({ group, open, onOpenChange }: Props) {
  const t = useTranslations('groups.form');
  const tc = useTranslations('common');
  const fieldError = useFieldErrorText();
  const create = useCreatePayrollGroupMutation();
  const update = useUpdatePayrollGroupMutation();
  const form = useZodForm(payrollGroupInputSchema, { defaultValues: { name: '', description: '' } });
  const { errors } = form.formState;

  useEffect(() => {
    if (open) form.reset({ name: group?.name ?? '', description: group?.description ?? '' });
  }, [open, group, form]);

  const submit = form.handleSubmit(async (values) => {
    try {
      const { message } = group
        ? await update.mutateAsync({ id: group.id, ...values })
        : await create.mutateAsync(values);
      toast.success(message);
      onOpenChange(false);
    } catch (error) {
      reportFormError(form, error);
    }
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={tc('cancel')}>
        <DialogHeader>
          <DialogTitle>{group ? t('editTitle', { name: group.name }) : t('createTitle')}</DialogTitle>
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
              {group ? t('save') : t('create')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
