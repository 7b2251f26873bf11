'use client';

import { FormDialog } from '@/components/forms/form-dialog';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { toastOutcome, toastCallbacks } from '@/lib/toast';
import { reportFormError, useFieldErrorText, useZodForm } from '@/components/forms/use-zod-form';
import { FrameIcon } from '@/components/layout/frame-icon';
import { PageHeader } from '@/components/layout/page-header';
import { PermissionCheckboxes } from '@/components/team/permission-checkboxes';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { FormField } from '@/components/ui/form-field';
import { PlusIcon } from '@/components/ui/icons';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api/client';
import { addTeamMemberSchema, updateTeamMemberSchema, type TeamMember } from '@/lib/contracts/consultants';
import {
  useAddTeamMemberMutation,
  useConsultantOrganizations,
  useRemoveTeamMemberMutation,
  useTeamMembers,
  useUpdateTeamMemberMutation,
} from '@/lib/queries/consultants';

const Icon = () => (
  <FrameIcon>
    <circle cx="9" cy="8" r="3.5" />
    <path d="M2.5 20a6.5 6.5 0 0 1 13 0M19 8v6M16 11h6" />
  </FrameIcon>
);

/** One checkbox per client; a chosen client shows its permission checkboxes. */
function GrantsPicker({
  grants,
  onChange,
  error,
}: {
  grants: Record<string, string[]>;
  onChange: (g: Record<string, string[]>) => void;
  error?: string;
}) {
  const t = useTranslations('manage-teams');
  const clients = useConsultantOrganizations(true);
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium text-ink">{t('invite.clients')}</legend>
      {clients.isPending ? <Skeleton className="h-16" /> : null}
      {clients.data?.map((c) => {
        const on = c.id in grants;
        return (
          <div key={c.id} className="rounded-md border border-line p-3">
            <label className="flex items-center gap-2 text-sm font-medium text-ink">
              <input
                type="checkbox"
                className="size-4 accent-brand-600"
                checked={on}
                onChange={(e) => {
                  const next = { ...grants };
                  if (e.target.checked) next[c.id] = [];
                  else delete next[c.id];
                  onChange(next);
                }}
              />
              {c.name}
            </label>
            {on ? (
              <div className="mt-3 pl-6">
                <PermissionCheckboxes
                  grantAll
                  legend={t('invite.permissionsIn', { name: c.name })}
                  value={grants[c.id]!}
                  onChange={(permissions) => onChange({ ...grants, [c.id]: permissions })}
                />
              </div>
            ) : null}
          </div>
        );
      })}
      {error ? (
        <p className="text-xs font-medium text-danger" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

const toGrantList = (grants: Record<string, string[]>) =>
  Object.entries(grants).map(([organizationId, permissions]) => ({
    organizationId,
    permissions: permissions as never,
  }));

/** Changes which clients a member works in and with which permissions. */
function EditMemberDialog({ member }: { member: TeamMember }) {
  const t = useTranslations('manage-teams');
  const tc = useTranslations('common');
  const fieldError = useFieldErrorText();
  const mutation = useUpdateTeamMemberMutation();
  const initial = () =>
    Object.fromEntries(member.organizations.map((o) => [o.organization.id, o.permissions]));
  const [open, setOpen] = useState(false);
  const [grants, setGrants] = useState<Record<string, string[]>>(initial);
  const form = useZodForm(updateTeamMemberSchema, {
    defaultValues: { organizations: toGrantList(initial()) },
  });
  const { errors } = form.formState;
  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) {
          setGrants(initial());
          form.reset({ organizations: toGrantList(initial()) });
        }
      }}
      trigger={
        <Button variant="secondary" size="sm">
          {t('edit.open')}
        </Button>
      }
      title={t('edit.title', { name: `${member.firstName} ${member.lastName}` })}
      description={t('edit.description')}
      submitLabel={t('edit.submit')}
      closeLabel={tc('cancel')}
      pending={mutation.isPending}
      className="max-h-[90vh] max-w-2xl overflow-y-auto"
      formClassName="space-y-4"
      onSubmit={form.handleSubmit((v) =>
        mutation.mutate(
          { id: member.id, body: v },
          toastCallbacks({ onDone: () => setOpen(false), onError: (e) => reportFormError(form, e) }),
        ),
      )}
    >
      <GrantsPicker
        grants={grants}
        onChange={(next) => {
          setGrants(next);
          form.setValue('organizations', toGrantList(next), {
            shouldValidate: form.formState.isSubmitted,
          });
        }}
        error={
          errors.organizations
            ? fieldError(errors.organizations.message ?? t('invite.permissionsNeeded'))
            : undefined
        }
      />
    </FormDialog>
  );
}

/** Invites a colleague to some clients, with permissions chosen per client. */
function InviteMemberDialog() {
  const t = useTranslations('manage-teams');
  const tc = useTranslations('common');
  const fieldError = useFieldErrorText();
  const mutation = useAddTeamMemberMutation();
  const [open, setOpen] = useState(false);
  const [grants, setGrants] = useState<Record<string, string[]>>({});
  const form = useZodForm(addTeamMemberSchema, {
    defaultValues: { email: '', firstName: '', lastName: '', organizations: [] },
  });
  const { errors } = form.formState;
  const close = (next: boolean) => {
    setOpen(next);
    if (!next) {
      form.reset();
      setGrants({});
    }
  };
  const syncGrants = (next: Record<string, string[]>) => {
    setGrants(next);
    form.setValue('organizations', toGrantList(next), { shouldValidate: form.formState.isSubmitted });
  };
  return (
    <FormDialog
      open={open}
      onOpenChange={close}
      trigger={
        <Button data-testid="invite-member">
          <PlusIcon />
          {t('action')}
        </Button>
      }
      title={t('invite.title')}
      description={t('invite.description')}
      submitLabel={t('invite.submit')}
      closeLabel={tc('cancel')}
      pending={mutation.isPending}
      className="max-h-[90vh] max-w-2xl overflow-y-auto"
      formClassName="space-y-4"
      onSubmit={form.handleSubmit((v) =>
        mutation.mutate(
          v,
          toastCallbacks({ onDone: () => close(false), onError: (e) => reportFormError(form, e) }),
        ),
      )}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t('invite.firstName')} error={fieldError(errors.firstName?.message)} required>
          <Input autoComplete="off" {...form.register('firstName')} />
        </FormField>
        <FormField label={t('invite.lastName')} error={fieldError(errors.lastName?.message)} required>
          <Input autoComplete="off" {...form.register('lastName')} />
        </FormField>
      </div>
      <FormField label={t('invite.email')} error={fieldError(errors.email?.message)} required>
        <Input type="email" autoComplete="off" {...form.register('email')} />
      </FormField>
      <GrantsPicker
        grants={grants}
        onChange={syncGrants}
        error={
          errors.organizations
            ? fieldError(errors.organizations.message ?? t('invite.permissionsNeeded'))
            : undefined
        }
      />
    </FormDialog>
  );
}

/** /app/manage-teams (consultants only): the firm's members, their clients and permissions; invite and remove. */
export function ManageTeamsFrame() {
  const t = useTranslations('manage-teams');
  const tc = useTranslations('common');
  const tp = useTranslations('team.permissions');
  const members = useTeamMembers();
  const remove = useRemoveTeamMemberMutation();

  let body;
  if (members.isPending) body = <Skeleton className="h-40" aria-busy />;
  else if (members.isError)
    body = (
      <div className="p-6 text-center">
        <p role="alert" className="text-sm text-danger">
          {errorMessage(members.error)}
        </p>
        <Button variant="secondary" className="mt-4" onClick={() => members.refetch()}>
          {t('retry')}
        </Button>
      </div>
    );
  else if (members.data.length === 0)
    body = <EmptyState icon={<Icon />} title={t('emptyTitle')} description={t('emptyDescription')} />;
  else
    body = (
      <ul className="divide-y divide-line" data-testid="team-members">
        {members.data.map((m) => (
          <li key={m.id} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-start sm:justify-between">
            <div className="min-w-0 space-y-2">
              <p className="font-medium text-ink">
                {m.firstName} {m.lastName}{' '}
                <Badge variant={m.status === 'active' ? 'success' : 'secondary'}>
                  {t(`status.${m.status}`)}
                </Badge>
              </p>
              <p className="truncate text-sm text-muted">{m.email}</p>
              <ul className="space-y-1 text-sm">
                {m.organizations.map((o) => (
                  <li key={o.organization.id}>
                    <span className="font-medium text-ink">{o.organization.name}</span>
                    {o.accepted ? '' : ` (${t('status.pending')})`}:{' '}
                    {o.permissions.map((p) => tp(p.replace('.', '_'))).join(', ')}
                  </li>
                ))}
              </ul>
            </div>
            <div className="flex shrink-0 gap-2">
              <EditMemberDialog member={m} />
              <ConfirmDialog
                variant="danger"
                title={t('remove.title', { name: `${m.firstName} ${m.lastName}` })}
                description={t('remove.description')}
                confirmLabel={t('remove.confirm')}
                cancelLabel={tc('cancel')}
                trigger={
                  <Button variant="ghost" size="sm">
                    {t('remove.open')}
                  </Button>
                }
                onConfirm={() => toastOutcome(remove.mutateAsync(m.id))}
              />
            </div>
          </li>
        ))}
      </ul>
    );

  return (
    <div className="min-w-0">
      <PageHeader title={t('title')} description={t('description')} actions={<InviteMemberDialog />} />
      <Card>
        <CardContent className="p-0">{body}</CardContent>
      </Card>
    </div>
  );
}
