'use client';

import { useTranslations } from 'next-intl';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { FrameIcon } from '@/components/layout/frame-icon';
import { PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { REMITTANCE_TYPES, type RemittanceType } from './remittance-types';

const BASE = '/app/employees/remittances';

const ReceiptIcon = () => (
  <FrameIcon>
    <path d="M5 3.5h14v17l-2.5-1.5-2.5 1.5-2-1.5-2 1.5-2.5-1.5L5 20.5z" />
    <path d="M8.5 8h7M8.5 11.5h7M8.5 15h4" />
  </FrameIcon>
);

/** /app/employees/remittances: the remittance types, each with its own screens. */
export function RemittancesFrame() {
  const t = useTranslations('remittances');
  return (
    <div className="min-w-0">
      <PageHeader title={t('title')} description={t('description')} />
      <nav aria-label={t('typesLabel')} className="mb-4 flex flex-wrap gap-2">
        {REMITTANCE_TYPES.map((type) => (
          <Button key={type} asChild variant="secondary" size="sm">
            <Link href={`${BASE}/${type}`}>{t(`types.${type}`)}</Link>
          </Button>
        ))}
      </nav>
      <Card>
        <EmptyState icon={<ReceiptIcon />} title={t('emptyTitle')} description={t('emptyDescription')} />
      </Card>
    </div>
  );
}

type Screen = 'type' | 'receipts' | 'settings' | 'add';

function RemittanceScreen({
  screen,
  type,
  actions,
  action,
}: {
  screen: Screen;
  type: RemittanceType;
  actions?: ReactNode;
  action?: ReactNode;
}) {
  const t = useTranslations('remittances');
  const values = { name: t(`types.${type}`), type };
  return (
    <div className="min-w-0">
      <PageHeader
        title={t(`${screen}.title`, values)}
        description={t(`${screen}.description`, values)}
        actions={actions}
      />
      <Card>
        <EmptyState
          icon={<ReceiptIcon />}
          title={t(`${screen}.emptyTitle`, values)}
          description={t(`${screen}.emptyDescription`, values)}
          action={action}
        />
      </Card>
    </div>
  );
}

/** /app/employees/remittances/{type}: one type's remittances. */
export function RemittanceFrame({ type }: { type: RemittanceType }) {
  const t = useTranslations('remittances.type');
  return (
    <RemittanceScreen
      screen="type"
      type={type}
      actions={
        <>
          <Button asChild variant="secondary">
            <Link href={`${BASE}/${type}/receipts`}>{t('receiptsLink')}</Link>
          </Button>
          <Button asChild variant="secondary">
            <Link href={`${BASE}/${type}/settings`}>{t('settingsLink')}</Link>
          </Button>
        </>
      }
      action={
        <Button asChild>
          <Link href={`${BASE}/${type}/add`}>{t('action')}</Link>
        </Button>
      }
    />
  );
}

/** /app/employees/remittances/{type}/receipts */
export function RemittanceReceiptsFrame({ type }: { type: RemittanceType }) {
  return <RemittanceScreen screen="receipts" type={type} />;
}

/** /app/employees/remittances/{type}/settings */
export function RemittanceSettingsFrame({ type }: { type: RemittanceType }) {
  return <RemittanceScreen screen="settings" type={type} />;
}

/** /app/employees/remittances/{type}/add (fullscreen) */
export function AddRemittanceFrame({ type }: { type: RemittanceType }) {
  return <RemittanceScreen screen="add" type={type} />;
}
