'use client';

import { lazy } from 'react';
import { Button } from '@/components/ui/button';
import { LazyTrigger } from '@/components/ui/lazy-trigger';
import type { SheetUploadProps } from './sheet-upload-dialog';

const load = () => import('./sheet-upload-dialog');
const SheetUploadDialog = lazy(() => load().then((m) => ({ default: m.SheetUploadDialog })));

/** The employees list's sheet imports: the button ships with the list, the dialog's code on first use. */
export function SheetUpload(props: SheetUploadProps) {
  return (
    <LazyTrigger load={load} button={<Button variant="secondary">{props.triggerLabel}</Button>}>
      <SheetUploadDialog {...props} defaultOpen />
    </LazyTrigger>
  );
}
