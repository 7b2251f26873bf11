'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { useDebounced } from '@/components/ui/use-debounced';
import { errorMessage } from '@/lib/api/client';
import { useAddPayrollGroupEmployeesMutation, useGroupEmployeeSearch } from '@/lib/queries/payroll-groups';

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
  const [term, setTerm] = useState('');
  const search = useDebounced(term.trim());
  const results = useGroupEmployeeSearch(search);
  const add = useAddPayrollGroupEmployeesMutation(id);
  const [picked, setPicked] = useState<string[]>([]);

  const toggle = (employeeId: string) =>
    setPicked((now) =>
      now.includes(employeeId) ? now.filter((x) => x !== employeeId) : [...now, employeeId],
    );

  const submit = () =>
    add.mutate(picked, {
      onSuccess: ({ message }) => {
        toast.success(message);
        onDone();
      },
      onError: (e) => void toast.error(errorMessage(e)),
    });

  const list = results.data?.data ?? [];
  return (
    <>
      <DialogHeader>
        <DialogTitle>{t('title', { name: groupName })}</DialogTitle>
        <DialogDescription>{t('description')}</DialogDescription>
      </DialogHeader>
      <Input
        type="search"
        autoFocus
        value={term}
        onChange={(e) => setTerm(e.target.value)}
        placeholder={t('searchPlaceholder')}
        aria-label={t('searchLabel')}
      />
      <div
        className="max-h-72 min-h-24 overflow-y-auto rounded-md border border-line"
        aria-busy={results.isFetching}
      >
        {!search ? (
          <p className="p-4 text-sm text-muted">{t('hint')}</p>
        ) : results.isPending ? (
          <div className="flex justify-center p-4">
            <Spinner />
          </div>
        ) : results.isError ? (
          <p className="p-4 text-sm text-danger">{errorMessage(results.error)}</p>
        ) : list.length === 0 ? (
          <p className="p-4 text-sm text-muted">{t('noMatch', { search })}</p>
        ) : (
          <ul className="divide-y divide-line">
            {list.map((e) => {
              const member = e.payrollGroup?.id === id;
              return (
                <li key={e.id}>
                  <label className="flex cursor-pointer items-center gap-3 px-3 py-2 text-sm has-[:disabled]:cursor-default has-[:disabled]:opacity-60">
                    <input
                      type="checkbox"
                      className="size-4 accent-brand-600"
                      checked={member || picked.includes(e.id)}
                      disabled={member}
                      onChange={() => toggle(e.id)}
                    />
                    <span className="min-w-0 flex-1">
                      <span className="block truncate font-medium text-ink">
                        {e.firstName} {e.lastName}
                      </span>
                      <span className="block truncate text-xs text-muted">
                        {e.staffId} · {e.email}
                      </span>
                    </span>
                    {member ? (
                      <span className="text-xs text-muted">{t('alreadyMember')}</span>
                    ) : e.payrollGroup ? (
                      <span className="text-xs text-warning">
                        {t('inOther', { name: e.payrollGroup.name })}
                      </span>
                    ) : null}
                  </label>
                </li>
              );
            })}
          </ul>
        )}
      </div>
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
