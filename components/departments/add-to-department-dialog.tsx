'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { toastCallbacks } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Select } from '@/components/ui/select';
import { useAddDepartmentEmployeesMutation, useDepartments } from '@/lib/queries/departments';

type Props = {
  employeeIds: string[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDone: () => void;
};

/** Moves the chosen employees into a department picked from the organisation's departments. */
export function AddToDepartmentDialog({ employeeIds, open, onOpenChange, onDone }: Props) {
  const t = useTranslations('departments.without');
  const tc = useTranslations('common');
  const departments = useDepartments({ result: 'all' });
  const add = useAddDepartmentEmployeesMutation();
  const [departmentId, setDepartmentId] = useState('');
  const [missing, setMissing] = useState(false);
  const list = departments.data?.data ?? [];

  const submit = () => {
    if (!departmentId) return setMissing(true);
    add.mutate(
      { departmentId, employeeIds },
      toastCallbacks(() => {
        setDepartmentId('');
        onDone();
      }),
    );
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={tc('cancel')}>
        <DialogHeader>
          <DialogTitle>{t('dialogTitle')}</DialogTitle>
          <DialogDescription>{t('dialogDescription', { count: employeeIds.length })}</DialogDescription>
        </DialogHeader>
        {departments.isSuccess && list.length === 0 ? (
          <p className="text-sm text-muted">{t('noDepartments')}</p>
        ) : (
          <FormField label={t('department')} error={missing ? t('chooseError') : undefined} required>
            <Select
              value={departmentId}
              placeholder={t('choose')}
              onChange={(e) => {
                setDepartmentId(e.target.value);
                setMissing(false);
              }}
            >
              {list.map((d) => (
                <option key={d.id} value={d.id}>
                  {d.name}
                </option>
              ))}
            </Select>
          </FormField>
        )}
        <DialogFooter>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {tc('cancel')}
          </Button>
          <Button onClick={submit} loading={add.isPending} disabled={list.length === 0}>
            {t('submit')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
