'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { toast } from 'react-toastify';
import { errorMessage } from '@/lib/api/client';

/** Spec §8: a failed department call shows a toast with the server's message (once per message). */
export function useErrorToast(error: unknown) {
  useEffect(() => {
    if (!error) return;
    const message = errorMessage(error);
    toast.error(message, { toastId: `departments:${message}` });
  }, [error]);
}

/** The value after it has stopped changing for `ms` (search boxes query once typing pauses). */
export function useDebounced<T>(value: T, ms = 300) {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** Labels for the shared Pagination in this module's language. */
export function usePaginationLabels() {
  const t = useTranslations('departments.pagination');
  return {
    previousLabel: t('previous'),
    nextLabel: t('next'),
    getPageLabel: (page: number, pages: number) => t('page', { page, pages }),
    getRangeLabel: (from: number, to: number, total: number) => t('range', { from, to, total }),
    'aria-label': t('label'),
  };
}
