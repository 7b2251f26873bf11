'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

/** Whether a setting is the group's own or the organisation's, with the reset when it is the group's. */
export function Inheritance({
  overridden,
  canEdit,
  onReset,
  label,
}: {
  overridden: boolean;
  canEdit: boolean;
  onReset: () => Promise<void>;
  label: string;
}) {
  const t = useTranslations('payroll-groups.settings');
  if (!overridden) return <Badge variant="secondary">{t('inherited')}</Badge>;
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <Badge>{t('overridden')}</Badge>
      {canEdit ? (
        <ConfirmDialog
          title={t('reset.title', { setting: label })}
          description={t('reset.description')}
          confirmLabel={t('reset.confirm')}
          cancelLabel={t('cancel')}
          trigger={
            <Button
              variant="link"
              size="sm"
              className="h-auto p-0"
              aria-label={t('reset.label', { setting: label })}
            >
              {t('reset.open')}
            </Button>
          }
          onConfirm={onReset}
        />
      ) : null}
    </span>
  );
}

export function Section({
  title,
  description,
  status,
  children,
}: {
  title: string;
  description?: string;
  status: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle>{title}</CardTitle>
          {status}
        </div>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}
