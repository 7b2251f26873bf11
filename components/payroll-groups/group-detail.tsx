'use client';

import { IntentLink } from '@/components/ui/intent-link';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage, hasErrorCode } from '@/lib/api/client';
import { usePayrollGroup } from '@/lib/queries/payroll-groups';
import { usePermissions } from '@/lib/queries/permissions';
import { GroupFormDialog } from './group-form-dialog';
import { GroupMembers } from './group-members';
import { GROUPS_PATH, GroupIcon, GrossAmounts } from './use-groups-ui';

/** The screen's answer when the group cannot be shown: not found (or another organisation's), or a failed load. */
export function GroupUnavailable({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const t = useTranslations('payroll-groups.detail');
  const missing = hasErrorCode(error, 'NOT_FOUND');
  return (
    <Card>
      <EmptyState
        icon={<GroupIcon />}
        title={missing ? t('notFound') : t('loadFailed')}
        description={missing ? t('notFoundDescription') : errorMessage(error)}
        action={
          missing ? (
            <Button asChild variant="secondary">
              <IntentLink href={GROUPS_PATH}>{t('back')}</IntentLink>
            </Button>
          ) : (
            <Button variant="secondary" onClick={onRetry}>
              {t('retry')}
            </Button>
          )
        }
      />
    </Card>
  );
}

/** /app/employees/groups/{id}: the group's totals, its members (paged), add and remove, and a link to its settings. */
export function GroupDetail({ id }: { id: string }) {
  const t = useTranslations('payroll-groups.detail');
  const { can } = usePermissions();
  const canManage = can('employees');
  const group = usePayrollGroup(id);
  const [editing, setEditing] = useState(false);
  const data = group.data;

  return (
    <div className="min-w-0">
      <PageHeader
        title={data?.name ?? t('title')}
        description={data?.description ?? undefined}
        actions={
          <>
            <Button asChild variant="secondary">
              <IntentLink href={GROUPS_PATH}>{t('back')}</IntentLink>
            </Button>
            <Button asChild variant="secondary">
              <IntentLink href={`${GROUPS_PATH}/${encodeURIComponent(id)}/settings`}>
                {t('settingsLink')}
              </IntentLink>
            </Button>
            {canManage && data ? (
              <Button variant="secondary" onClick={() => setEditing(true)}>
                {t('edit')}
              </Button>
            ) : null}
          </>
        }
      />
      {group.isError ? (
        <GroupUnavailable error={group.error} onRetry={() => group.refetch()} />
      ) : (
        <div className="space-y-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <Card>
              <CardContent className="space-y-1">
                <p className="text-xs font-medium uppercase text-muted">{t('members')}</p>
                {data ? (
                  <p className="text-2xl font-semibold text-ink">{data.employeeCount}</p>
                ) : (
                  <Skeleton className="h-8 w-16" />
                )}
              </CardContent>
            </Card>
            <Card>
              <CardContent className="space-y-1">
                <p className="text-xs font-medium uppercase text-muted">{t('gross')}</p>
                {data ? (
                  <div className="text-lg font-semibold text-ink">
                    <GrossAmounts gross={data.monthlyGross} />
                  </div>
                ) : (
                  <Skeleton className="h-8 w-32" />
                )}
              </CardContent>
            </Card>
          </div>
          <GroupMembers id={id} groupName={data?.name ?? ''} canManage={canManage} />
        </div>
      )}
      {data ? <GroupFormDialog group={data} open={editing} onOpenChange={setEditing} /> : null}
    </div>
  );
}
