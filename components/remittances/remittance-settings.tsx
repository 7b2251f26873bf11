'use client';

import { useTranslations } from 'next-intl';
import { IntentLink } from '@/components/ui/intent-link';
import { useState } from 'react';
import { toastOutcome } from '@/lib/toast';
import { useFieldErrorText, useZodForm, formOutcome } from '@/components/forms/use-zod-form';
import { PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { LoadFailed } from '@/components/ui/list-parts';
import { Skeleton } from '@/components/ui/skeleton';
import {
  createAdminSchema,
  registrationSchema,
  type Registration,
  type StatutoryAdmin,
  type StatutoryType,
} from '@/lib/contracts/remittances';
import { usePermissions } from '@/lib/queries/permissions';
import {
  useCreateStatutoryAdminMutation,
  useDeleteStatutoryAdminMutation,
  useLiabilities,
  useOrgAdmins,
  useRegistration,
  useStatutoryAdmins,
  useUpdateRegistrationMutation,
} from '@/lib/queries/remittances';
import { REMITTANCES_BASE } from './remittances-overview';

/** /app/employees/remittances/{type}/settings: the organisation's registration numbers for the type and its statutory admins. */
export function RemittanceSettings({ type }: { type: StatutoryType }) {
  const t = useTranslations('remittances');
  const { can } = usePermissions();
  const name = t(`types.${type}`);
  return (
    <div className="min-w-0 space-y-6">
      <PageHeader
        title={t('settings.title', { name, type })}
        description={t('settings.description', { name, type })}
        actions={
          <Button asChild variant="secondary">
            <IntentLink href={`${REMITTANCES_BASE}/${type}`}>{t('receipts.back', { name })}</IntentLink>
          </Button>
        }
      />
      <RegistrationCard type={type} editable={can('employees')} />
      {can('employees') && <AdminsCard type={type} />}
    </div>
  );
}

function RegistrationCard({ type, editable }: { type: StatutoryType; editable: boolean }) {
  const t = useTranslations('remittances.settings');
  const registration = useRegistration(type);
  return (
    <Card className="space-y-4 p-6">
      <div>
        <h2 className="font-semibold text-ink">{t('registrationTitle')}</h2>
        <p className="text-sm text-muted">{t(`hints.${type}`)}</p>
      </div>
      {registration.isPending ? (
        <Skeleton className="h-10 w-full" />
      ) : registration.isError ? (
        <LoadFailed
          error={registration.error}
          title={t('loadFailed')}
          retryLabel={t('retry')}
          onRetry={() => registration.refetch()}
        />
      ) : (
        <RegistrationForm
          key={JSON.stringify(registration.data)}
          type={type}
          editable={editable}
          initial={registration.data}
        />
      )}
    </Card>
  );
}

function RegistrationForm({
  type,
  editable,
  initial,
}: {
  type: StatutoryType;
  editable: boolean;
  initial: Registration;
}) {
  const t = useTranslations('remittances.settings');
  // PAYE in Nigeria goes to each state's tax authority: one number per state the runs owe
  const liabilities = useLiabilities(type, { perPage: 100 });
  const payees = [
    ...new Set([...Object.keys(initial.payeeNumbers), ...(liabilities.data?.data ?? []).map((l) => l.payee)]),
  ];
  const save = useUpdateRegistrationMutation();
  const text = useFieldErrorText();
  const form = useZodForm(registrationSchema, { defaultValues: initial });
  const { errors } = form.formState;
  // a payee's name may hold dots: its number is kept in the record by hand, not as a nested field path
  const numbers = form.watch('payeeNumbers') ?? {};

  const submit = form.handleSubmit(({ employerNumber, payeeNumbers }) =>
    formOutcome(
      form,
      save.mutateAsync({
        type,
        employerNumber,
        payeeNumbers: Object.fromEntries(Object.entries(payeeNumbers).filter(([, v]) => v)),
      }),
    ),
  );

  return (
    <form noValidate className="space-y-4" onSubmit={submit}>
      <FormField label={t('employerNumber')} error={text(errors.employerNumber?.message)}>
        <Input maxLength={60} disabled={!editable} {...form.register('employerNumber')} />
      </FormField>
      {type === 'paye' &&
        payees.map((p) => (
          <FormField key={p} label={t('payeeNumber', { payee: p })}>
            <Input
              value={numbers[p] ?? ''}
              maxLength={60}
              disabled={!editable}
              onChange={(e) => form.setValue('payeeNumbers', { ...numbers, [p]: e.target.value })}
            />
          </FormField>
        ))}
      {editable && (
        <div className="flex justify-end">
          <Button type="submit" loading={form.formState.isSubmitting}>
            {t('save')}
          </Button>
        </div>
      )}
    </form>
  );
}

function AdminsCard({ type }: { type: StatutoryType }) {
  const t = useTranslations('remittances.settings');
  const text = useFieldErrorText();
  const admins = useStatutoryAdmins(type);
  const orgAdmins = useOrgAdmins(type);
  const create = useCreateStatutoryAdminMutation();
  const remove = useDeleteStatutoryAdminMutation();
  const [removing, setRemoving] = useState<StatutoryAdmin | null>(null);
  const form = useZodForm(createAdminSchema, { defaultValues: { email: '' } });

  const invite = form.handleSubmit(({ email }) =>
    formOutcome(form, create.mutateAsync({ type, email }), () => form.reset({ email: '' })),
  );

  return (
    <Card className="space-y-4 p-6">
      <div>
        <h2 className="font-semibold text-ink">{t('adminsTitle')}</h2>
        <p className="text-sm text-muted">{t('adminsDescription')}</p>
      </div>
      <form noValidate className="flex flex-wrap items-end gap-2" onSubmit={invite}>
        <FormField
          label={t('inviteEmail')}
          error={text(form.formState.errors.email?.message)}
          className="min-w-64 flex-1"
        >
          <Input type="email" autoComplete="off" {...form.register('email')} />
        </FormField>
        <Button type="submit" loading={form.formState.isSubmitting}>
          {t('invite')}
        </Button>
      </form>
      {admins.isPending ? (
        <Skeleton className="h-10 w-full" />
      ) : (admins.data ?? []).length === 0 ? (
        <p className="text-sm text-muted">{t('noAdmins')}</p>
      ) : (
        <ul className="divide-y divide-line rounded-lg border border-line">
          {admins.data!.map((a) => (
            <li key={a.id} className="flex items-center justify-between gap-3 p-3 text-sm">
              <div>
                <p className="font-medium text-ink">{a.name ?? a.email}</p>
                <p className="text-muted">
                  {a.email} · {t(`adminStatus.${a.status}`)}
                </p>
              </div>
              <Button size="sm" variant="secondary" onClick={() => setRemoving(a)}>
                {t('remove')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <div>
        <h3 className="text-sm font-semibold text-ink">{t('orgAdminsTitle')}</h3>
        <p className="mb-2 text-sm text-muted">{t('orgAdminsDescription')}</p>
        <ul className="flex flex-wrap gap-2 text-sm">
          {(orgAdmins.data ?? []).map((a) => (
            <li key={a.userId} className="rounded-full border border-line px-3 py-1 text-ink">
              {a.name} <span className="text-muted">({t(`roles.${a.role}`)})</span>
            </li>
          ))}
        </ul>
      </div>
      <ConfirmDialog
        open={Boolean(removing)}
        onOpenChange={(o) => !o && setRemoving(null)}
        title={t('removeTitle')}
        description={t('removeDescription', { email: removing?.email ?? '' })}
        confirmLabel={t('remove')}
        cancelLabel={t('cancel')}
        variant="danger"
        onConfirm={() => toastOutcome(remove.mutateAsync(removing!.id))}
      />
    </Card>
  );
}
