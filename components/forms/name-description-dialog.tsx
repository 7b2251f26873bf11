'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import type { z } from 'zod';
import { useFieldErrorText, useZodForm, formOutcome } from '@/components/forms/use-zod-form';
import { FormDialog } from '@/components/forms/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';

type NameDescription = { name: string; description?: string | null };
type Named = { id: string; name: string; description: string | null };

type Props<R extends Named> = {
  /** The contract schema the API validates the body with. */
  schema: z.ZodType<NameDescription, NameDescription>;
  /** Holds `createTitle/editTitle/intro/name/description/create/save` (e.g. `departments.form`). */
  namespace: string;
  /** The record to edit; none creates one. */
  record?: R | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Creates (no record) or updates; answers the API envelope, whose message is the success toast. */
  save: (values: NameDescription) => Promise<{ message: string; data: R }>;
  onCreated?: (record: R) => void;
};

/**
 * Create or edit a record that is just a name and a description (departments, payroll groups): the contract
 * schema validates the form; API field errors (a taken name) land on their fields.
 */
export function NameDescriptionDialog<R extends Named>({
  schema,
  namespace,
  record,
  open,
  onOpenChange,
  save,
  onCreated,
}: Props<R>) {
  const t = useTranslations(namespace);
  const tc = useTranslations('common');
  const fieldError = useFieldErrorText();
  const form = useZodForm(schema, { defaultValues: { name: '', description: '' } });
  const { errors } = form.formState;

  useEffect(() => {
    if (open) form.reset({ name: record?.name ?? '', description: record?.description ?? '' });
  }, [open, record, form]);

  const submit = form.handleSubmit((values) =>
    formOutcome(form, save(values), ({ data }) => {
      onOpenChange(false);
      if (!record) onCreated?.(data);
    }),
  );

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={record ? t('editTitle', { name: record.name }) : t('createTitle')}
      description={t('intro')}
      submitLabel={record ? t('save') : t('create')}
      cancelLabel={tc('cancel')}
      closeLabel={tc('cancel')}
      pending={form.formState.isSubmitting}
      formClassName="space-y-4"
      onSubmit={submit}
    >
      <FormField label={t('name')} error={fieldError(errors.name?.message)} required>
        <Input autoComplete="off" maxLength={120} {...form.register('name')} />
      </FormField>
      <FormField label={t('description')} error={fieldError(errors.description?.message)}>
        <Textarea rows={3} maxLength={1000} {...form.register('description')} />
      </FormField>
    </FormDialog>
  );
}
