'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { errorMessage } from '@/lib/api/client';

/** A failed load with the server's message and, unless retrying cannot help (404), a retry (spec §8). */
export function EmployeesError({
  error,
  onRetry,
  className,
}: {
  error: unknown;
  onRetry?: () => void;
  className?: string;
}) {
  const t = useTranslations('employees');
  return (
    <EmptyState
      className={className}
      role="alert"
      title={t('loadFailed')}
      description={errorMessage(error)}
      action={
        onRetry ? (
          <Button variant="secondary" onClick={onRetry}>
            {t('retry')}
          </Button>
        ) : undefined
      }
    />
  );
}
