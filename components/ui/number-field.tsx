'use client';

import { useState, type ComponentProps, type FocusEvent, type KeyboardEvent } from 'react';
import { cn } from '@/lib/cn';
import { numberFormat } from '@/lib/intl-formats';
import { MinusIcon, PlusIcon } from './icons';
import { inputClassName } from './input';
import { useControllableState } from './use-controllable-state';

/** Keeps `value` inside [min, max]; a missing bound is open. */
export function clampNumber(value: number, min?: number, max?: number): number {
  return Math.min(Math.max(value, min ?? -Infinity), max ?? Infinity);
}

const decimalsOf = (n: number) => (String(n).split('.')[1] ?? '').length;

// 0.1 + 0.2 style float noise is cut back to the precision of the operands.
function addStep(base: number, delta: number): number {
  return Number((base + delta).toFixed(Math.min(20, Math.max(decimalsOf(base), decimalsOf(delta)))));
}

/** Reads text formatted in `locale` back into a number ("1,234.5" in en-US, "1.234,5" in de-DE). */
export function parseLocaleNumber(text: string, locale: string): number | null {
  const parts = numberFormat(locale).formatToParts(-11111.1);
  const group = parts.find((p) => p.type === 'group')?.value ?? ',';
  const decimal = parts.find((p) => p.type === 'decimal')?.value ?? '.';
  const normalised = text
    .split(group)
    .join('')
    .split(decimal)
    .join('.')
    .replace(/[^\d.-]/g, '');
  if (!/\d/.test(normalised)) return null;
  const value = Number(normalised);
  return Number.isFinite(value) ? value : null;
}

export type NumberFieldProps = Omit<
  ComponentProps<'input'>,
  'value' | 'defaultValue' | 'onChange' | 'type' | 'min' | 'max' | 'step'
> & {
  value?: number | null;
  defaultValue?: number | null;
  onValueChange?: (value: number | null) => void;
  min?: number;
  max?: number;
  /** Arrow keys and buttons. */
  step?: number;
  /** PageUp/PageDown (spec §9: page keys step 10). */
  largeStep?: number;
  locale?: string;
  formatOptions?: Intl.NumberFormatOptions;
  incrementLabel?: string;
  decrementLabel?: string;
};

export function NumberField({
  value,
  defaultValue = null,
  onValueChange,
  min,
  max,
  step = 1,
  largeStep = 10,
  locale = 'en-US',
  formatOptions,
  incrementLabel = 'Increase',
  decrementLabel = 'Decrease',
  className,
  disabled,
  readOnly,
  onKeyDown,
  onBlur,
  ...props
}: NumberFieldProps) {
  const [current, setCurrent] = useControllableState<number | null>({ value, defaultValue });
  // While typing the raw text is shown; it is parsed, clamped and formatted on blur or Enter.
  const [draft, setDraft] = useState<string | null>(null);
  const format = (n: number | null) => (n === null ? '' : numberFormat(locale, formatOptions).format(n));

  const commit = (next: number | null) => {
    const clamped = next === null ? null : clampNumber(next, min, max);
    setDraft(null);
    if (clamped !== current) {
      setCurrent(clamped);
      onValueChange?.(clamped);
    }
  };

  const base = () => (draft !== null ? parseLocaleNumber(draft, locale) : current);
  const stepBy = (delta: number) => {
    if (disabled || readOnly) return;
    const from = base();
    // From an empty field the first step lands on the nearest bound (or 0) rather than on ±step.
    if (from === null) commit(delta > 0 ? (min ?? 0) : (max ?? 0));
    else commit(addStep(from, delta));
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented) return;
    const deltas: Record<string, number> = {
      ArrowUp: step,
      ArrowDown: -step,
      PageUp: largeStep,
      PageDown: -largeStep,
    };
    const delta = deltas[event.key];
    if (delta !== undefined) {
      event.preventDefault();
      stepBy(delta);
    } else if (event.key === 'Home' && min !== undefined) {
      event.preventDefault();
      commit(min);
    } else if (event.key === 'End' && max !== undefined) {
      event.preventDefault();
      commit(max);
    } else if (event.key === 'Enter' && draft !== null) {
      commit(parseLocaleNumber(draft, locale));
    }
  };

  const handleBlur = (event: FocusEvent<HTMLInputElement>) => {
    if (draft !== null) commit(parseLocaleNumber(draft, locale));
    onBlur?.(event);
  };

  const buttonClass =
    'flex w-10 shrink-0 cursor-pointer items-center justify-center text-muted hover:bg-canvas hover:text-ink disabled:pointer-events-none disabled:opacity-40';
  return (
    <div
      className={cn(
        inputClassName,
        'items-stretch p-0 focus-within:border-brand-500 focus-within:ring-2 focus-within:ring-brand-200',
        className,
      )}
    >
      <button
        type="button"
        tabIndex={-1}
        aria-label={decrementLabel}
        disabled={disabled || readOnly || (current !== null && min !== undefined && current <= min)}
        onClick={() => stepBy(-step)}
        className={cn(buttonClass, 'rounded-l-lg border-r border-line')}
      >
        <MinusIcon />
      </button>
      <input
        type="text"
        role="spinbutton"
        inputMode="decimal"
        autoComplete="off"
        aria-valuenow={current ?? undefined}
        aria-valuemin={min}
        aria-valuemax={max}
        aria-valuetext={format(current) || undefined}
        disabled={disabled}
        readOnly={readOnly}
        value={draft ?? format(current)}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={handleKeyDown}
        onBlur={handleBlur}
        className="w-full min-w-0 bg-transparent px-3 text-center tabular-nums outline-none"
        {...props}
      />
      <button
        type="button"
        tabIndex={-1}
        aria-label={incrementLabel}
        disabled={disabled || readOnly || (current !== null && max !== undefined && current >= max)}
        onClick={() => stepBy(step)}
        className={cn(buttonClass, 'rounded-r-lg border-l border-line')}
      >
        <PlusIcon />
      </button>
    </div>
  );
}
