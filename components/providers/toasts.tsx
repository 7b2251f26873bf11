'use client';

import { useEffect } from 'react';
import { Slide, toast, ToastContainer, type Id } from 'react-toastify';

/**
 * The toast container (spec §9): bottom-center, 15 s, no progress bar, slide. Toasts show one at a time and
 * the newest wins: a queue (`limit`) would hold a fresh "Employee added." behind a 15-second-old message, so
 * each new toast dismisses the ones on screen instead.
 */
export function Toasts() {
  useEffect(() => {
    const shown = new Set<Id>();
    return toast.onChange(({ id, status }) => {
      if (status === 'removed') return void shown.delete(id);
      if (status !== 'added') return;
      for (const other of shown) if (other !== id) toast.dismiss(other);
      shown.clear();
      shown.add(id);
    });
  }, []);
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
