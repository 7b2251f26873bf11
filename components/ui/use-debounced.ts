'use client';

import { useEffect, useState } from 'react';

/** The value after it has stopped changing for `ms` (search boxes query once typing pauses). */
export function useDebounced<T>(value: T, ms = 300) {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
