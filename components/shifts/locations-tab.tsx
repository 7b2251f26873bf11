'use client';

import { FormDialog } from '@/components/forms/form-dialog';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { toast, toastOutcome } from '@/lib/toast';
import { useZodForm, formOutcome } from '@/components/forms/use-zod-form';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { LoadFailed } from '@/components/ui/list-parts';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { locationInputSchema } from '@/lib/contracts/shifts';
import {
  useCreateLocationMutation,
  useDeleteLocationMutation,
  useShiftLocations,
} from '@/lib/queries/shifts';
import { describeError, useShiftFormat } from './shift-format';

/** Work locations: list with upcoming shift counts, add, delete (refused while shifts are booked there). */
export function LocationsTab() {
  const t = useTranslations('shifts.locations');
  const tc = useTranslations('common');
  const query = useShiftLocations();
  const remove = useDeleteLocationMutation();
  const [open, setOpen] = useState(false);
  const rows = query.data ?? [];

  return (
    <div className="space-y-4">
      <div className="flex justify-end">
        <Button onClick={() => setOpen(true)}>{t('add')}</Button>
      </div>
      {query.isLoading ? (
        <div className="space-y-2">
          {[0, 1].map((i) => (
            <Skeleton key={i} className="h-14" />
          ))}
        </div>
      ) : query.error ? (
        <LoadFailed
          error={query.error}
          title={t('loadFailed')}
          retryLabel={t('retry')}
          onRetry={() => query.refetch()}
        />
      ) : rows.length === 0 ? (
        <EmptyState
          title={t('emptyTitle')}
          description={t('emptyDescription')}
          action={<Button onClick={() => setOpen(true)}>{t('add')}</Button>}
        />
      ) : (
        <ul className="divide-y divide-line rounded-lg border border-line bg-surface">
          {rows.map((l) => (
            <li key={l.id} className="flex flex-wrap items-center gap-3 px-4 py-3">
              <div className="min-w-0 flex-1">
                <p className="font-medium text-ink">{l.name}</p>
                {l.address && <p className="truncate text-sm text-muted">{l.address}</p>}
                {l.notes && <p className="truncate text-xs text-muted">{l.notes}</p>}
              </div>
              <span className="text-sm text-muted">{t('upcoming', { count: l.futureShifts })}</span>
              <ConfirmDialog
                variant="danger"
                title={t('deleteTitle', { name: l.name })}
                description={t('deleteDescription')}
                confirmLabel={t('delete')}
                cancelLabel={tc('cancel')}
                trigger={
                  <Button
                    variant="ghost"
                    size="sm"
                    className="text-danger"
                    aria-label={t('deleteAria', { name: l.name })}
                  >
                    {t('delete')}
                  </Button>
                }
                onConfirm={() =>
                  toastOutcome(remove.mutateAsync(l.id), { onError: (e) => toast.error(describeError(e)) })
                }
              />
            </li>
          ))}
        </ul>
      )}
      <LocationDialog open={open} onOpenChange={setOpen} />
    </div>
  );
}

function LocationDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const t = useTranslations('shifts.locations');
  const tc = useTranslations('common');
  const f = useShiftFormat();
  const create = useCreateLocationMutation();
  const form = useZodForm(locationInputSchema, { defaultValues: { name: '', address: '', notes: '' } });
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) =>
    formOutcome(form, create.mutateAsync(values), () => {
      form.reset();
      onOpenChange(false);
    }),
  );
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('createTitle')}
      description={t('intro')}
      submitLabel={t('create')}
      cancelLabel={tc('cancel')}
      closeLabel={tc('cancel')}
      pending={form.formState.isSubmitting}
      formClassName="space-y-4"
      onSubmit={submit}
    >
      <FormField label={t('name')} error={f.fieldError(errors.name?.message)} required>
        <Input autoComplete="off" maxLength={120} {...form.register('name')} />
      </FormField>
      <FormField label={t('address')} error={f.fieldError(errors.address?.message)}>
        <Input autoComplete="off" maxLength={500} {...form.register('address')} />
      </FormField>
      <FormField label={t('notes')} error={f.fieldError(errors.notes?.message)}>
        <Textarea rows={2} maxLength={1000} {...form.register('notes')} />
      </FormField>
    </FormDialog>
  );
}
