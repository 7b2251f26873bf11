'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { FrameIcon } from '@/components/layout/frame-icon';
import { PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';

const Icon = () => (
  <FrameIcon>
    <rect x="3" y="6" width="18" height="14" rx="2" />
    <path d="M3 10h18M16 15h2M6 6l9-3 1.5 3" />
  </FrameIcon>
);

/** /app/wallet: balance, funding and transactions. */
export function WalletFrame() {
  const t = useTranslations('wallet');
  const hintId = useId();
  return (
    <div className="min-w-0">
      <PageHeader title={t('title')} description={t('description')} />
      <Card>
        <EmptyState
          icon={<Icon />}
          title={t('emptyTitle')}
          description={t('emptyDescription')}
          action={
            <>
              <Button disabled aria-describedby={hintId}>
                {t('action')}
              </Button>
              <p id={hintId} className="mt-1.5 text-xs text-muted">
                {t('actionHint')}
              </p>
            </>
          }
        />
      </Card>
    </div>
  );
}
