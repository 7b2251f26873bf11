'use client';

import { useState } from 'react';

/**
 * State that is controlled when `value` is defined and internal otherwise, so every input in the
 * kit works both ways. `null` counts as a controlled value (an empty field).
 */
export function useControllableState<T>({
  value,
  defaultValue,
  onChange,
}: {
  value: T | undefined;
  defaultValue: T;
  onChange?: (value: T) => void;
}): [T, (next: T) => void] {
  const [inner, setInner] = useState(defaultValue);
  const controlled = value !== undefined;
  const current = controlled ? value : inner;
  const setValue = (next: T) => {
    if (!controlled) setInner(next);
    onChange?.(next);
  };
  return [current, setValue];
}

/** One ref callback that feeds several refs (React 19 passes `ref` as a plain prop). */
export function mergeRefs<T>(...refs: (React.Ref<T> | undefined)[]): React.RefCallback<T> {
  return (node) => {
    for (const ref of refs) {
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
    }
  };
}
