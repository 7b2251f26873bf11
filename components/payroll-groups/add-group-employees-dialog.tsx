'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { toastCallbacks } from '@/lib/toast';
import { EmployeePicker } from '@/components/employees/employee-picker';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { useAddPayrollGroupEmployeesMutation } from '@/lib/queries/payroll-groups';

type Props = { id: string; groupName: string; open: boolean; onOpenChange: (open: boolean) => void };

/**
 * Search employees and tick the ones to move into the group. Ticks survive new searches; someone in another
 * group is marked, since adding them moves them out of it.
 */
export function AddGroupEmployeesDialog({ id, groupName, open, onOpenChange }: Props) {
  const tc = useTranslations('common');
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {/* The content unmounts when closed, so every opening starts with an empty search and no ticks. */}
      <DialogContent closeLabel={tc('cancel')}>
        <Picker id={id} groupName={groupName} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function Picker({ id, groupName, onDone }: { id: string; groupName: string; onDone: () => void }) {
  const t = useTranslations('payroll-groups.add');
  const tc = useTranslations('common');
  const add = useAddPayrollGroupEmployeesMutation(id);
  const [picked, setPicked] = useState<string[]>([]);

  const submit = () => add.mutate(picked, toastCallbacks(onDone));

  return (
    <>
      <DialogHeader>
        <DialogTitle>{t('title', { name: groupName })}</DialogTitle>
        <DialogDescription>{t('description')}</DialogDescription>
      </DialogHeader>
      <EmployeePicker
        multiple
        inline
        autoFocus
        aria-label={t('searchLabel')}
        placeholder={t('searchPlaceholder')}
        value={picked}
        onChange={setPicked}
        unavailable={(e) => (e.payrollGroup?.id === id ? t('alreadyMember') : null)}
        note={(e) =>
          e.payrollGroup ? (
            <span className="text-warning">{t('inOther', { name: e.payrollGroup.name })}</span>
          ) : null
        }
      />
      <DialogFooter>
        <Button variant="secondary" onClick={onDone}>
          {tc('cancel')}
        </Button>
        <Button onClick={submit} loading={add.isPending} disabled={picked.length === 0}>
          {t('submit', { count: picked.length })}
        </Button>
      </DialogFooter>
    </>
  );
}
