'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useState } from 'react';
import { toastOutcome } from '@/lib/toast';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { SettingsError } from '@/components/settings/settings-error';
import type { TeamInvitation, TeamMember } from '@/lib/contracts/team';
import { usePermissions } from '@/lib/queries/permissions';
import { useRemoveAdminMutation, useTeamAdmins } from '@/lib/queries/team';
import { EditPermissionsDialog } from './edit-permissions-dialog';
import { InviteAdminDialog } from './invite-admin-dialog';
import { permissionLabelKey } from './permission-checkboxes';

/** Manage team tab: members with their permissions and pending invitations. Writes need `settings`. */
export function TeamAdmins() {
  const t = useTranslations('team');
  const tp = useTranslations('team.permissions');
  const format = useFormatter();
  const { can, userId } = usePermissions();
  const canManage = can('settings');
  const team = useTeamAdmins();
  const remove = useRemoveAdminMutation();
  const [editing, setEditing] = useState<TeamMember | null>(null);

  const permissionList = (m: { role?: string; permissions: string[] }) =>
    m.role === 'employer'
      ? t('allPermissions')
      : m.permissions.map((p) => tp(permissionLabelKey(p))).join(', ');

  const memberColumns: DataTableColumn<TeamMember>[] = [
    {
      id: 'name',
      card: 'title',
      header: t('columns.name'),
      cell: (m) => (
        <div className="min-w-0">
          <p className="font-medium text-ink">
            {m.firstName} {m.lastName}
            {m.userId === userId ? <span className="text-muted"> ({t('you')})</span> : null}
          </p>
          <p className="truncate text-xs text-muted">{m.email}</p>
        </div>
      ),
    },
    {
      id: 'role',
      card: 'title',
      header: t('columns.role'),
      cell: (m) => (
        <Badge variant={m.isOwner ? 'default' : 'outline'}>
          {m.isOwner ? t('roles.owner') : t(`roles.${m.role}`)}
        </Badge>
      ),
    },
    {
      id: 'permissions',
      header: t('columns.permissions'),
      cell: (m) => <span className="text-sm">{permissionList(m)}</span>,
    },
    {
      id: 'status',
      card: 'status',
      header: t('columns.status'),
      cell: (m) => (
        <Badge variant={m.status === 'active' ? 'success' : 'secondary'}>{t(`statuses.${m.status}`)}</Badge>
      ),
    },
  ];
  if (canManage) {
    memberColumns.push({
      id: 'actions',
      card: 'actions',
      header: <span className="sr-only">{t('columns.actions')}</span>,
      cell: (m) =>
        m.role === 'team_admin' ? (
          <div className="flex justify-end gap-1">
            {/* Nobody changes their own permissions (the API refuses it): another admin or the owner does. */}
            {m.userId !== userId ? (
              <Button variant="ghost" size="sm" onClick={() => setEditing(m)}>
                {t('edit.open')}
              </Button>
            ) : null}
            <ConfirmDialog
              variant="danger"
              title={t('remove.title', { name: `${m.firstName} ${m.lastName}` })}
              description={t('remove.description')}
              confirmLabel={t('remove.confirm')}
              cancelLabel={t('remove.cancel')}
              trigger={
                <Button variant="ghost" size="sm" className="text-danger">
                  {t('remove.open')}
                </Button>
              }
              onConfirm={() => toastOutcome(remove.mutateAsync(m.userId))}
            />
          </div>
        ) : null,
    });
  }

  const invitationColumns: DataTableColumn<TeamInvitation>[] = [
    {
      id: 'email',
      card: 'title',
      header: t('columns.email'),
      cell: (i) => <span className="font-medium text-ink">{i.email}</span>,
    },
    {
      id: 'permissions',
      header: t('columns.permissions'),
      cell: (i) => <span className="text-sm">{permissionList(i)}</span>,
    },
    {
      id: 'status',
      card: 'status',
      header: t('columns.status'),
      cell: (i) => (
        <Badge variant={i.status === 'pending' ? 'warning' : 'danger'}>{t(`statuses.${i.status}`)}</Badge>
      ),
    },
    {
      id: 'expires',
      header: t('columns.expires'),
      cell: (i) => format.dateTime(new Date(i.expiresAt), { dateStyle: 'medium' }),
    },
  ];

  if (team.isError) return <SettingsError error={team.error} onRetry={() => team.refetch()} />;
  return (
    <div className="space-y-4">
      <Card>
        <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
          <div>
            <CardTitle>{t('title')}</CardTitle>
            <CardDescription>{t('description')}</CardDescription>
          </div>
          {canManage ? <InviteAdminDialog /> : null}
        </CardHeader>
        <CardContent className="overflow-x-auto">
          <DataTable
            caption={t('title')}
            columns={memberColumns}
            rows={team.data?.members ?? []}
            getRowId={(m) => m.userId}
            isLoading={team.isPending}
            loadingRows={3}
            emptyState={<EmptyState title={t('empty')} />}
          />
        </CardContent>
      </Card>
      {team.data && team.data.invitations.length > 0 ? (
        <Card>
          <CardHeader>
            <CardTitle>{t('invitationsTitle')}</CardTitle>
          </CardHeader>
          <CardContent className="overflow-x-auto">
            <DataTable
              caption={t('invitationsTitle')}
              columns={invitationColumns}
              rows={team.data.invitations}
              getRowId={(i) => i.id}
            />
          </CardContent>
        </Card>
      ) : null}
      {editing ? <EditPermissionsDialog member={editing} onClose={() => setEditing(null)} /> : null}
    </div>
  );
}
