'use client';

import { useEffect, useState } from 'react';
import type { Id } from 'react-toastify';
import { onToastifyLoad } from '@/lib/toast';

type Toastify = typeof import('react-toastify');

/**
 * The toast container (spec §9): bottom-center, 15 s, no progress bar, slide. It mounts with the first toast
 * (lib/toast.ts loads react-toastify then), so screens do not carry its code. Toasts show one at a time and
 * the newest wins: a queue (`limit`) would hold a fresh "Employee added." behind a 15-second-old message, so
 * each new toast dismisses the ones on screen instead.
 */
export function Toasts() {
  const [lib, setLib] = useState<Toastify | null>(null);
  useEffect(() => onToastifyLoad(setLib), []);
  useEffect(() => {
    if (!lib) return;
    const shown = new Set<Id>();
    return lib.toast.onChange(({ id, status }) => {
      if (status === 'removed') return void shown.delete(id);
      if (status !== 'added') return;
      for (const other of shown) if (other !== id) lib.toast.dismiss(other);
      shown.clear();
      shown.add(id);
    });
  }, [lib]);
  if (!lib) return null;
  const { ToastContainer, Slide } = lib;
  return (
    <ToastContainer
      position="bottom-center"
      autoClose={15_000}
      hideProgressBar
      transition={Slide}
      newestOnTop
    />
  );
}
