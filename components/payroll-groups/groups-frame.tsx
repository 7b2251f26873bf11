'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { PlusIcon } from '@/components/ui/icons';
import { usePermissions } from '@/lib/queries/permissions';
import { GroupDetail } from './group-detail';
import { GroupFormDialog } from './group-form-dialog';
import { GroupSettingsScreen } from './group-settings';
import { GroupsList } from './groups-list';

/** /app/employees/groups: the organisation's payroll groups with their members and monthly gross. */
export function GroupsFrame() {
  const t = useTranslations('payroll-groups');
  const { can } = usePermissions();
  const canManage = can('employees');
  const [creating, setCreating] = useState(false);
  return (
    <div className="min-w-0">
      <PageHeader
        title={t('title')}
        description={t('description')}
        actions={
          canManage ? (
            <Button onClick={() => setCreating(true)}>
              <PlusIcon />
              {t('action')}
            </Button>
          ) : null
        }
      />
      <GroupsList canManage={canManage} onCreate={() => setCreating(true)} />
      <GroupFormDialog open={creating} onOpenChange={setCreating} />
    </div>
  );
}

/** /app/employees/groups/{id}: one group's members. */
export function GroupFrame({ id }: { id: string }) {
  return <GroupDetail id={id} />;
}

/** /app/employees/groups/{id}/settings: the group's payroll settings over the organisation's. */
export function GroupSettingsFrame({ id }: { id: string }) {
  return <GroupSettingsScreen id={id} />;
}
