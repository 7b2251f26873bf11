'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { toast } from '@/lib/toast';
import { errorMessage } from '@/lib/api/client';

/**
 * Spec §8: a failed call shows a toast with the server's message. The toast id is scoped per module
 * (`departments`, `payroll-groups`...) so the same message shows once while screens of one module re-render.
 */
export function useErrorToast(error: unknown, scope: string) {
  useEffect(() => {
    if (!error) return;
    const message = errorMessage(error);
    toast.error(message, { toastId: `${scope}:${message}` });
  }, [error, scope]);
}

/**
 * Props for the kit's Pagination in a module's language; `namespace` holds `label/previous/next/page/range`
 * (each module keeps its own aria-label, e.g. "Employees pages").
 */
export function usePaginationLabels(namespace: string) {
  const t = useTranslations(namespace);
  return {
    previousLabel: t('previous'),
    nextLabel: t('next'),
    getPageLabel: (page: number, pages: number) => t('page', { page, pages }),
    getRangeLabel: (from: number, to: number, total: number) => t('range', { from, to, total }),
    'aria-label': t('label'),
  };
}
