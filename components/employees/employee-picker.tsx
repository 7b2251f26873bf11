'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { XIcon } from '@/components/ui/icons';
import { inputClassName } from '@/components/ui/input';
import { useDebounced } from '@/components/ui/use-debounced';
import { cn } from '@/lib/cn';
import type { EmployeeLookupItem } from '@/lib/contracts/employees';
import { useEmployeePickerSearch } from '@/lib/queries/employees';
import { fullName, PickerList } from './employee-picker-list';

/** Who was picked, as much as the picker shows of them. */
export type PickedEmployee = Pick<EmployeeLookupItem, 'id' | 'firstName' | 'lastName'> & { staffId?: string };

type Common = {
  /** The field's id, and what FormField hands its control. */
  id?: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
  'aria-required'?: true;
  /** Accessible name when no <label> points at the field. */
  'aria-label'?: string;
  placeholder?: string;
  /** People left out of the results (a leave request's own employee among its relievers). */
  exclude?: readonly string[];
  /** Why someone is listed but cannot be picked (already in this department), or nothing. */
  unavailable?: (e: EmployeeLookupItem) => string | null | undefined;
  /** A note after someone's name (in another payroll group). */
  note?: (e: EmployeeLookupItem) => ReactNode;
  /** Names of people chosen before any search found them (an edited request's reliever, the current lead). */
  known?: readonly PickedEmployee[];
  /** The results stay listed under the field (a dialog whose whole job is picking), not only while it is open. */
  inline?: boolean;
  disabled?: boolean;
  autoFocus?: boolean;
  className?: string;
};

export type EmployeePickerProps =
  | (Common & {
      multiple?: false;
      value: string | null;
      onChange: (id: string | null, person: PickedEmployee | null) => void;
      /** Shows a button that empties the choice (an optional field). */
      clearable?: boolean;
    })
  | (Common & {
      multiple: true;
      value: readonly string[];
      onChange: (ids: string[], people: PickedEmployee[]) => void;
    });

const brief = (e: PickedEmployee): PickedEmployee => ({
  id: e.id,
  firstName: e.firstName,
  lastName: e.lastName,
  staffId: e.staffId,
});

/**
 * The one way to pick people: a combobox (WAI-ARIA 1.2) whose own search asks the server
 * (GET employees/lookup?search=, page by page; names only, open to whoever's work names people), so anyone in the organisation can be found however large
 * it is. Single (`value` an id) or multiple (`multiple`, `value` ids, chosen people as removable chips).
 * Keys: type to search, ↓/↑ to move (↓ onto the last row loads the next page), Enter to pick, Escape to close the list (not the dialog around it),
 * Backspace on an empty search removes the last chip.
 */
export function EmployeePicker(props: EmployeePickerProps) {
  const t = useTranslations('common.employeePicker');
  const { exclude, unavailable, note, inline = false, disabled, className } = props;
  const baseId = useId();
  const inputId = props.id ?? `${baseId}-input`;
  const listId = `${baseId}-list`;
  const optionId = (id: string) => `${baseId}-option-${id}`;
  const rootRef = useRef<HTMLDivElement>(null);
  const popupRef = useRef<HTMLDivElement>(null);
  const [term, setTerm] = useState('');
  // single: while false the field shows the chosen name, not a search
  const [typing, setTyping] = useState(false);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [seen, setSeen] = useState<ReadonlyMap<string, PickedEmployee>>(new Map());
  const shown = inline || open;
  const search = useDebounced(props.multiple || typing ? term.trim() : '');
  const query = useEmployeePickerSearch(search, shown);

  const left = new Set(exclude);
  const rows = (query.data?.pages ?? []).flatMap((p) => p.data).filter((e) => !left.has(e.id));
  const total = query.data?.pages.at(-1)?.meta?.total;
  const chosenIds: readonly string[] = props.multiple ? props.value : props.value ? [props.value] : [];
  const chosen = new Set(chosenIds);
  const lookup = (id: string): PickedEmployee | undefined =>
    rows.find((e) => e.id === id) ?? seen.get(id) ?? props.known?.find((p) => p.id === id);
  const single = props.multiple ? null : props.value ? (lookup(props.value) ?? null) : null;
  const current = active >= 0 && active < rows.length ? active : term.trim() && rows.length ? 0 : -1;
  const activeRow = shown && current >= 0 ? rows[current] : undefined;

  // a closed list leaves no stale search in the field (an inline list keeps it: it still shows its results)
  const close = () => {
    setOpen(false);
    setActive(-1);
    setTyping(false);
    if (!inline) setTerm('');
  };
  const remember = (e: PickedEmployee) => setSeen((m) => new Map(m).set(e.id, brief(e)));

  const pick = (e: EmployeeLookupItem) => {
    if (unavailable?.(e)) return;
    remember(e);
    if (!props.multiple) {
      props.onChange(e.id, brief(e));
      close();
      return;
    }
    const ids = chosen.has(e.id) ? props.value.filter((x) => x !== e.id) : [...props.value, e.id];
    props.onChange(ids, people(ids, e));
  };
  const people = (ids: readonly string[], extra?: PickedEmployee) =>
    ids.flatMap((id) => {
      const p = id === extra?.id ? extra : lookup(id);
      return p ? [brief(p)] : [];
    });
  const removeChip = (id: string) => {
    if (!props.multiple) return;
    const ids = props.value.filter((x) => x !== id);
    props.onChange(ids, people(ids));
  };

  // Escape closes the list, not the dialog the picker sits in: Radix dismisses a dialog on Escape from a
  // capturing document listener unless the event was prevented first, so this listens on window, earlier.
  const escapes = (open && !inline) || (inline && term !== '');
  useEffect(() => {
    if (!escapes) return;
    const onKey = (e: globalThis.KeyboardEvent) => {
      if (e.key !== 'Escape' || !rootRef.current?.contains(e.target as Node)) return;
      e.preventDefault();
      if (inline) setTerm('');
      else close();
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
    // close only sets state
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [escapes, inline]);

  // an opened list scrolls into view inside a dialog that scrolls (a field near its bottom)
  const loaded = query.data !== undefined;
  useEffect(() => {
    if (open && !inline) popupRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [open, inline, loaded]);

  useEffect(() => {
    if (activeRow) document.getElementById(optionId(activeRow.id))?.scrollIntoView?.({ block: 'nearest' });
    // optionId is derived from the stable useId
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [activeRow?.id]);

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      if (!shown) return setOpen(true);
      // reaching the last loaded row asks for the next page
      if (current + 1 >= rows.length - 1 && query.hasNextPage && !query.isFetchingNextPage)
        void query.fetchNextPage();
      setActive(Math.min(current + 1, Math.max(rows.length - 1, 0)));
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      if (shown) setActive(Math.max(current - 1, 0));
    } else if (e.key === 'Enter') {
      // Enter picks; it never submits the form around the picker while results are listed
      if (!shown || (!activeRow && !open)) return;
      e.preventDefault();
      if (activeRow) pick(activeRow);
    } else if (e.key === 'Backspace' && props.multiple && term === '' && props.value.length > 0) {
      removeChip(props.value[props.value.length - 1]!);
    }
  };

  const list = (
    <PickerList
      popupRef={popupRef}
      inline={inline}
      listId={listId}
      optionId={optionId}
      rows={rows}
      current={current}
      chosen={chosen}
      multiple={Boolean(props.multiple)}
      unavailable={unavailable}
      note={note}
      onPick={pick}
      onHover={(i) => i !== current && setActive(i)}
      query={query}
      search={search}
      total={total}
    />
  );

  return (
    <div
      ref={rootRef}
      className={cn('space-y-2', className)}
      onBlur={(e) => {
        if (!rootRef.current?.contains(e.relatedTarget as Node | null)) close();
      }}
    >
      {props.multiple && props.value.length > 0 ? (
        <ul className="flex flex-wrap gap-1.5" aria-label={t('chosen', { count: props.value.length })}>
          {props.value.map((id) => {
            const p = lookup(id);
            const name = p ? fullName(p) : '…';
            return (
              <li
                key={id}
                className="inline-flex max-w-full items-center gap-1 rounded-full bg-brand-50 py-0.5 pr-1 pl-2.5 text-xs font-medium text-brand-700"
              >
                <span className="truncate">{name}</span>
                <button
                  type="button"
                  disabled={disabled}
                  className="flex size-5 shrink-0 cursor-pointer items-center justify-center rounded-full hover:bg-brand-100"
                  aria-label={t('remove', { name })}
                  onClick={() => removeChip(id)}
                >
                  <XIcon width={12} height={12} />
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
      <div className="relative">
        <input
          id={inputId}
          type="text"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          aria-expanded={shown}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={activeRow ? optionId(activeRow.id) : undefined}
          aria-label={props['aria-label']}
          aria-invalid={props['aria-invalid']}
          aria-describedby={props['aria-describedby']}
          aria-required={props['aria-required']}
          disabled={disabled}
          autoFocus={props.autoFocus}
          placeholder={single ? fullName(single) : (props.placeholder ?? t('placeholder'))}
          value={!props.multiple && !typing ? (single ? fullName(single) : '') : term}
          className={cn(inputClassName, !props.multiple && props.clearable && props.value && 'pr-9')}
          onChange={(e) => {
            setTerm(e.target.value);
            setTyping(true);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={(e) => !props.multiple && e.currentTarget.select()}
          onClick={() => setOpen(true)}
          onKeyDown={onKeyDown}
        />
        {!props.multiple && props.clearable && props.value && !disabled ? (
          <button
            type="button"
            className="absolute top-1/2 right-2 flex size-6 -translate-y-1/2 cursor-pointer items-center justify-center rounded-md text-muted hover:bg-canvas hover:text-ink"
            aria-label={t('clear')}
            onClick={() => {
              props.onChange(null, null);
              close();
            }}
          >
            <XIcon width={14} height={14} />
          </button>
        ) : null}
        {shown && !inline ? list : null}
      </div>
      {inline ? list : null}
    </div>
  );
}
