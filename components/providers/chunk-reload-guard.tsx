'use client';

import { useEffect } from 'react';
import { isChunkLoadError, reloadForChunkError } from '@/lib/chunk-reload';

/** Listens for chunk-loading failures anywhere on the page and reloads (guarded). */
export function ChunkReloadGuard() {
  useEffect(() => {
    const onError = (event: ErrorEvent | PromiseRejectionEvent) => {
      const error = 'reason' in event ? event.reason : event.error;
      if (isChunkLoadError(error)) reloadForChunkError(sessionStorage, () => window.location.reload());
    };
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onError);
    return () => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onError);
    };
  }, []);
  return null;
}
