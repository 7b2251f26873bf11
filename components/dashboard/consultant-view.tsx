'use client';

import { useTranslations } from 'next-intl';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { ClientLink } from '@/components/consultants/client-link';
import { useConsultantOrganizations } from '@/lib/queries/consultants';

/**
 * Consultant mode (no organisation chosen): the dashboard APIs need an organisation, so this lists the
 * client organisations instead; each name is a link that switches into that client's dashboard.
 */
export function ConsultantView() {
  const t = useTranslations('dashboard.consultant');
  const clients = useConsultantOrganizations(true);
  return (
    <Card data-testid="consultant-view">
      <CardHeader>
        <CardTitle>{t('title')}</CardTitle>
        <CardDescription>{t('description')}</CardDescription>
      </CardHeader>
      <CardContent>
        {clients.isPending ? (
          <Skeleton className="h-20" aria-busy />
        ) : clients.isError ? (
          <p className="text-sm text-muted" role="alert">
            {t('loadError')}
          </p>
        ) : clients.data.length === 0 ? (
          <p className="text-sm text-muted">{t('empty')}</p>
        ) : (
          <ul className="divide-y divide-line">
            {clients.data.map((o) => (
              <li key={o.id} className="flex items-center justify-between gap-3 py-3 text-sm">
                <ClientLink organization={o} href="/app/dashboard" className="min-w-0 truncate" />
                <span className="shrink-0 text-muted">{o.currency}</span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
