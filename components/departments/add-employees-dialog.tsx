'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { toastOutcome } from '@/lib/toast';
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
import { PlusIcon } from '@/components/ui/icons';
import type { Department } from '@/lib/contracts/departments';
import { useAddDepartmentEmployeesMutation } from '@/lib/queries/departments';
import { EmployeePicker } from '@/components/employees/employee-picker';

/** "Add employees": search the organisation's employees, pick several, move them into this department. */
export function AddEmployeesDialog({ department }: { department: Department }) {
  const t = useTranslations('departments.add');
  const tp = useTranslations('departments.picker');
  const tc = useTranslations('common');
  const [open, setOpen] = useState(false);
  const [selected, setSelected] = useState<string[]>([]);
  const add = useAddDepartmentEmployeesMutation();

  // mutateAsync, not mutate's callbacks: adding the first employees swaps the page's empty state (which holds
  // this dialog) for the table, unmounting it before per-call callbacks would run, so the toast was lost.
  const submit = () =>
    void toastOutcome(add.mutateAsync({ departmentId: department.id, employeeIds: selected }), () => {
      setSelected([]);
      setOpen(false);
    });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setSelected([]);
      }}
    >
      <DialogTrigger asChild>
        <Button>
          <PlusIcon />
          {t('open')}
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel={tc('cancel')}>
        <DialogHeader>
          <DialogTitle>{t('title', { name: department.name })}</DialogTitle>
          <DialogDescription>{t('description')}</DialogDescription>
        </DialogHeader>
        {open ? (
          <EmployeePicker
            multiple
            inline
            aria-label={tp('label')}
            value={selected}
            onChange={setSelected}
            unavailable={(e) => (e.department?.id === department.id ? tp('alreadyHere') : null)}
          />
        ) : null}
        <DialogFooter>
          <Button variant="secondary" onClick={() => setOpen(false)}>
            {tc('cancel')}
          </Button>
          <Button onClick={submit} loading={add.isPending} disabled={selected.length === 0}>
            {t('submit', { count: selected.length })}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
