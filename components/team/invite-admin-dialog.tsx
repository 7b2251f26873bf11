'use client';

import { toastCallbacks } from '@/lib/toast';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { reportFormError, useFieldErrorText, useZodForm } from '@/components/forms/use-zod-form';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
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
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) form.reset();
      }}
    >
      <DialogTrigger asChild>
        <Button>
          <PlusIcon />
          {t('invite.open')}
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel={tc('cancel')}>
        <DialogHeader>
          <DialogTitle>{t('invite.title')}</DialogTitle>
          <DialogDescription>{t('invite.description')}</DialogDescription>
        </DialogHeader>
        <form
          noValidate
          className="space-y-4"
          onSubmit={form.handleSubmit((v) =>
            mutation.mutate(
              v,
              toastCallbacks({
                onDone: () => {
                  setOpen(false);
                  form.reset();
                },
                onError: (e) => reportFormError(form, e),
              }),
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
          <DialogFooter>
            <Button type="button" variant="secondary" onClick={() => setOpen(false)}>
              {tc('cancel')}
            </Button>
            <Button type="submit" loading={mutation.isPending}>
              {t('invite.submit')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
