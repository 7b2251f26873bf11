'use client';

import { useTranslations } from 'next-intl';
import { usePathname, useSearchParams } from 'next/navigation';
import { PageHeader } from '@/components/layout/page-header';
import { activeNavKey, NAV_ITEMS } from '@/components/layout/nav-items';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useConsultantOrganizations } from '@/lib/queries/consultants';
import { ClientLink } from './client-link';

/**
 * Consultant mode on a screen that shows one organisation's data: instead of the screen (which would wait for
 * an organisation forever), the consultant's clients, each a link that switches into it and reopens this
 * screen there. Only the consultant's own client list is fetched: no organisation call is made.
 */
export function ChooseClient() {
  const t = useTranslations('consultants.chooseClient');
  const nav = useTranslations('shell.nav');
  const pathname = usePathname();
  const search = useSearchParams().toString();
  const href = search ? `${pathname}?${search}` : pathname;
  const screenKey = activeNavKey(pathname, NAV_ITEMS);
  const screen = screenKey ? nav(screenKey) : null;
  const clients = useConsultantOrganizations(true);

  return (
    <div className="min-w-0" data-testid="choose-client">
      <PageHeader title={screen ?? t('title')} />
      <Card>
        <CardHeader>
          <CardTitle>{t('title')}</CardTitle>
          <CardDescription>{screen ? t('description', { screen }) : t('descriptionAny')}</CardDescription>
        </CardHeader>
        <CardContent>
          {clients.isPending ? (
            <Skeleton className="h-20" aria-busy />
          ) : clients.isError ? (
            <div className="flex flex-wrap items-center gap-3">
              <p className="text-sm text-danger" role="alert">
                {t('loadError')}
              </p>
              <Button size="sm" variant="secondary" onClick={() => clients.refetch()}>
                {t('retry')}
              </Button>
            </div>
          ) : clients.data.length === 0 ? (
            <p className="text-sm text-muted">{t('empty')}</p>
          ) : (
            <ul className="divide-y divide-line" aria-label={t('listLabel')}>
              {clients.data.map((o) => (
                <li key={o.id} className="flex items-center justify-between gap-3 py-3 text-sm">
                  <ClientLink organization={o} href={href} className="min-w-0 truncate" />
                  <span className="shrink-0 text-muted">{o.currency}</span>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
