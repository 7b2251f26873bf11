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
import { Skeleton } from '@/components/ui/skeleton';
import { useDebounced } from '@/components/ui/use-debounced';
import { useAddRosterEmployeesMutation, useRosterCandidates } from '@/lib/queries/shifts';
import { describeError } from './shift-format';

type Props = { open: boolean; onOpenChange: (open: boolean) => void; onRoster: ReadonlySet<string> };

/** Search active employees and put the chosen ones on the roster. */
export function AddPeopleDialog({ open, onOpenChange, onRoster }: Props) {
  const t = useTranslations('shifts.addPeople');
  const tc = useTranslations('common');
  const [term, setTerm] = useState('');
  const [chosen, setChosen] = useState<string[]>([]);
  const search = useDebounced(term.trim());
  const query = useRosterCandidates(search, open);
  const add = useAddRosterEmployeesMutation();
  const rows = query.data ?? [];

  const close = (next: boolean) => {
    if (!next) {
      setChosen([]);
      setTerm('');
    }
    onOpenChange(next);
  };
  const toggle = (id: string) => setChosen((c) => (c.includes(id) ? c.filter((x) => x !== id) : [...c, id]));
  const submit = async () => {
    try {
      const { message } = await add.mutateAsync(chosen);
      toast.success(message);
      close(false);
    } catch (e) {
      toast.error(describeError(e));
    }
  };

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent closeLabel={tc('cancel')}>
        <DialogHeader>
          <DialogTitle>{t('title')}</DialogTitle>
          <DialogDescription>{t('intro')}</DialogDescription>
        </DialogHeader>
        <Input
          type="search"
          value={term}
          onChange={(e) => setTerm(e.target.value)}
          placeholder={t('search')}
          aria-label={t('search')}
        />
        <ul className="max-h-72 space-y-1 overflow-y-auto" aria-busy={query.isFetching}>
          {query.isLoading && [0, 1, 2].map((i) => <Skeleton key={i} className="h-9" />)}
          {!query.isLoading && rows.length === 0 && (
            <li className="py-4 text-center text-sm text-muted">{t('none')}</li>
          )}
          {rows.map((e) => {
            const already = onRoster.has(e.id);
            return (
              <li key={e.id}>
                <label className="flex cursor-pointer items-center gap-3 rounded-md px-2 py-2 hover:bg-canvas has-disabled:cursor-default has-disabled:opacity-60">
                  <input
                    type="checkbox"
                    className="size-4"
                    disabled={already}
                    checked={already || chosen.includes(e.id)}
                    onChange={() => toggle(e.id)}
                  />
                  <span className="min-w-0 flex-1 truncate text-sm">
                    {e.firstName} {e.lastName} <span className="text-muted">· {e.staffId}</span>
                  </span>
                  {already && <span className="text-xs text-muted">{t('already')}</span>}
                </label>
              </li>
            );
          })}
        </ul>
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
