'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { errorMessage } from '@/lib/api/client';

/** A failed load, with the server's message and a retry. */
export function SettingsError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const t = useTranslations('settings');
  return (
    <Card>
      <EmptyState
        title={t('loadFailed')}
        description={errorMessage(error)}
        action={
          <Button variant="secondary" onClick={onRetry}>
            {t('retry')}
          </Button>
        }
      />
    </Card>
  );
}
