'use client';

import { useEffect } from 'react';
import { useErrorTexts } from '@/components/errors/error-texts';
import { ErrorView } from '@/components/errors/error-view';
import { hasErrorCode } from '@/lib/api/api-error';
import { isChunkLoadError, reloadForChunkError } from '@/lib/chunk-reload';

/** Errors thrown while rendering: a `NOT_FOUND` API failure shows the not-found page, anything else the generic one. */
export default function ErrorPage({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  const t = useErrorTexts();
  useEffect(() => {
    if (isChunkLoadError(error)) reloadForChunkError(sessionStorage, () => window.location.reload());
  }, [error]);
  if (hasErrorCode(error, 'NOT_FOUND')) {
    return (
      <ErrorView
        kind="not-found"
        title={t.notFoundTitle}
        description={t.notFoundDescription}
        homeLabel={t.home}
      />
    );
  }
  return (
    <ErrorView
      kind="error"
      title={t.errorTitle}
      description={t.errorDescription}
      homeLabel={t.home}
      onRetry={reset}
      retryLabel={t.retry}
    />
  );
}
