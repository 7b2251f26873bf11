'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { toast, toastOutcome } from '@/lib/toast';
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
import { useAddRosterEmployeesMutation } from '@/lib/queries/shifts';
import { describeError } from './shift-format';

type Props = { open: boolean; onOpenChange: (open: boolean) => void; onRoster: ReadonlySet<string> };

/** Search active employees and put the chosen ones on the roster. */
export function AddPeopleDialog({ open, onOpenChange, onRoster }: Props) {
  const t = useTranslations('shifts.addPeople');
  const tc = useTranslations('common');
  const [chosen, setChosen] = useState<string[]>([]);
  const add = useAddRosterEmployeesMutation();

  const close = (next: boolean) => {
    if (!next) setChosen([]);
    onOpenChange(next);
  };
  const submit = () =>
    void toastOutcome(add.mutateAsync(chosen), {
      onDone: () => close(false),
      onError: (e) => toast.error(describeError(e)),
    });

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent closeLabel={tc('cancel')}>
        <DialogHeader>
          <DialogTitle>{t('title')}</DialogTitle>
          <DialogDescription>{t('intro')}</DialogDescription>
        </DialogHeader>
        {open ? (
          <EmployeePicker
            multiple
            inline
            aria-label={t('search')}
            value={chosen}
            onChange={setChosen}
            unavailable={(e) => (onRoster.has(e.id) ? t('already') : null)}
          />
        ) : null}
        <DialogFooter>
          <Button type="button" variant="secondary" onClick={() => close(false)}>
            {tc('cancel')}
          </Button>
          <Button type="button" disabled={chosen.length === 0} loading={add.isPending} onClick={submit}>
            {t('add', { count: chosen.length })}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
