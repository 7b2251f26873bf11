'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { toastOutcome } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import type { TeamMember } from '@/lib/contracts/team';
import { useUpdateAdminMutation } from '@/lib/queries/team';
import { PermissionCheckboxes } from './permission-checkboxes';

export function EditPermissionsDialog({ member, onClose }: { member: TeamMember; onClose: () => void }) {
  const t = useTranslations('team');
  const tc = useTranslations('common');
  const [permissions, setPermissions] = useState(member.permissions);
  const mutation = useUpdateAdminMutation();
  return (
    <Dialog open onOpenChange={(next) => !next && onClose()}>
      <DialogContent closeLabel={tc('cancel')} aria-describedby={undefined}>
        <DialogHeader>
          <DialogTitle>{t('edit.title', { name: `${member.firstName} ${member.lastName}` })}</DialogTitle>
        </DialogHeader>
        <PermissionCheckboxes
          legend={t('invite.permissions')}
          value={permissions}
          onChange={setPermissions}
          held={member.permissions}
          error={permissions.length === 0 ? t('edit.atLeastOne') : undefined}
        />
        <DialogFooter>
          <Button type="button" variant="secondary" onClick={onClose}>
            {tc('cancel')}
          </Button>
          <Button
            type="button"
            disabled={permissions.length === 0}
            loading={mutation.isPending}
            onClick={() =>
              void toastOutcome(mutation.mutateAsync({ userId: member.userId, permissions }), onClose)
            }
          >
            {tc('save')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
