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
  DialogTrigger,
} from '@/components/ui/dialog';
import type { Department } from '@/lib/contracts/departments';
import { useUpdateDepartmentLeadMutation } from '@/lib/queries/departments';
import { EmployeePicker } from '@/components/employees/employee-picker';

/** Picks the department's lead (someone from elsewhere is moved in by the API) or removes the current one. */
export function ChangeLeadDialog({ department }: { department: Department }) {
  const t = useTranslations('departments.lead');
  const tp = useTranslations('departments.picker');
  const tc = useTranslations('common');
  const [open, setOpen] = useState(false);
  const [selected, setSelected] = useState<string | null>(null);
  const mutation = useUpdateDepartmentLeadMutation();

  const save = (employeeId: string | null) =>
    mutation.mutate(
      { departmentId: department.id, employeeId },
      toastCallbacks(() => setOpen(false)),
    );

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setSelected(next && department.lead ? department.lead.id : null);
      }}
    >
      <DialogTrigger asChild>
        <Button variant="secondary" size="sm">
          {department.lead ? t('change') : t('set')}
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel={tc('cancel')}>
        <DialogHeader>
          <DialogTitle>{t('title', { name: department.name })}</DialogTitle>
          <DialogDescription>{t('description', { name: department.name })}</DialogDescription>
        </DialogHeader>
        {open ? (
          <EmployeePicker
            inline
            aria-label={tp('label')}
            value={selected}
            onChange={setSelected}
            known={department.lead ? [department.lead] : undefined}
          />
        ) : null}
        <DialogFooter className="sm:justify-between">
          {department.lead ? (
            <Button
              variant="ghost"
              className="text-danger"
              disabled={mutation.isPending}
              onClick={() => save(null)}
            >
              {t('remove')}
            </Button>
          ) : (
            <span />
          )}
          <div className="flex flex-col-reverse gap-2 sm:flex-row">
            <Button variant="secondary" onClick={() => setOpen(false)}>
              {tc('cancel')}
            </Button>
            <Button
              loading={mutation.isPending}
              disabled={!selected || selected === department.lead?.id}
              onClick={() => save(selected)}
            >
              {t('submit')}
            </Button>
          </div>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
