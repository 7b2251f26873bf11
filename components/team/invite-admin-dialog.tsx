'use client';

import { toastCallbacks } from '@/lib/toast';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { FormDialog } from '@/components/forms/form-dialog';
import { reportFormError, useFieldErrorText, useZodForm } from '@/components/forms/use-zod-form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PlusIcon } from '@/components/ui/icons';
import { inviteAdminSchema } from '@/lib/contracts/team';
import { useInviteAdminMutation } from '@/lib/queries/team';
import { PermissionCheckboxes } from './permission-checkboxes';

/** Invites a team admin by email with a permission set; the API mails them a 7-day link. */
export function InviteAdminDialog() {
  const t = useTranslations('team');
  const tc = useTranslations('common');
  const fieldError = useFieldErrorText();
  const [open, setOpen] = useState(false);
  const mutation = useInviteAdminMutation();
  const form = useZodForm(inviteAdminSchema, { defaultValues: { email: '', permissions: [] } });
  const { errors } = form.formState;
  const close = (next: boolean) => {
    setOpen(next);
    if (!next) form.reset();
  };
  return (
    <FormDialog
      open={open}
      onOpenChange={close}
      trigger={
        <Button>
          <PlusIcon />
          {t('invite.open')}
        </Button>
      }
      title={t('invite.title')}
      description={t('invite.description')}
      submitLabel={t('invite.submit')}
      closeLabel={tc('cancel')}
      pending={mutation.isPending}
      formClassName="space-y-4"
      onSubmit={form.handleSubmit((v) =>
        mutation.mutate(
          v,
          toastCallbacks({ onDone: () => close(false), onError: (e) => reportFormError(form, e) }),
        ),
      )}
    >
      <FormField label={t('invite.email')} error={fieldError(errors.email?.message)} required>
        <Input type="email" autoComplete="off" {...form.register('email')} />
      </FormField>
      <Controller
        control={form.control}
        name="permissions"
        render={({ field }) => (
          <PermissionCheckboxes
            legend={t('invite.permissions')}
            value={field.value}
            onChange={field.onChange}
            error={fieldError(errors.permissions?.message)}
          />
        )}
      />
    </FormDialog>
  );
}
