'use client';

import { useLocale, useTranslations } from 'next-intl';
import { IntentLink } from '@/components/ui/intent-link';
import { PageHeader } from '@/components/layout/page-header';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { LoadFailed } from '@/components/ui/list-parts';
import { Skeleton } from '@/components/ui/skeleton';
import { useEwaSummary } from '@/lib/queries/benefits';
import { dateTimeFormat } from '@/lib/intl-formats';
import { EwaScreen } from './ewa-screen';
import { EwaSettingsForm } from './ewa-settings-form';
import { Amounts, EWA_PATH, GiftIcon } from './ewa-format';

/** /app/employees/benefits: the benefits an employer offers; today one card, earned wage access. */
export function BenefitsFrame() {
  const t = useTranslations('benefits');
  const summary = useEwaSummary();
  const s = summary.data;
  const locale = useLocale();
  // 'YYYY-MM' as "November 2026" / "2026年11月"
  const monthName = (m: string) =>
    dateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
      new Date(`${m}-01T00:00:00Z`),
    );
  return (
    <div className="min-w-0">
      <PageHeader title={t('title')} description={t('description')} />
      <Card className="max-w-3xl space-y-4 p-5" aria-labelledby="ewa-card-title">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="flex items-start gap-3">
            <GiftIcon />
            <div className="space-y-1">
              <h2 id="ewa-card-title" className="text-lg font-semibold text-ink">
                {t('ewa.title')}
              </h2>
              <p className="text-sm text-muted">{t('ewa.description')}</p>
            </div>
          </div>
          {s ? (
            <Badge variant={s.enabled ? 'success' : 'secondary'}>
              {s.enabled ? t('card.on') : t('card.off')}
            </Badge>
          ) : null}
        </div>
        {summary.isError && !s ? (
          <LoadFailed
            error={summary.error}
            title={t('card.loadFailed')}
            retryLabel={t('retry')}
            onRetry={() => summary.refetch()}
          />
        ) : (
          <dl className="grid gap-4 sm:grid-cols-3">
            <Figure label={t('card.drawn', { month: s ? monthName(s.month) : '' })} loading={!s}>
              {s ? <Amounts values={s.drawnThisMonth} /> : null}
            </Figure>
            <Figure label={t('card.outstanding')} loading={!s}>
              {s ? <Amounts values={s.outstanding} /> : null}
            </Figure>
            <Figure label={t('card.using')} loading={!s}>
              {s ? t('card.people', { count: s.employeesUsing }) : null}
            </Figure>
          </dl>
        )}
        <div className="flex flex-wrap gap-2">
          <Button asChild>
            <IntentLink href={EWA_PATH}>{t('card.manage')}</IntentLink>
          </Button>
          <Button asChild variant="secondary">
            <IntentLink href={`${EWA_PATH}/settings`}>{t('ewa.settingsLink')}</IntentLink>
          </Button>
        </div>
      </Card>
    </div>
  );
}

function Figure({
  label,
  loading,
  children,
}: {
  label: string;
  loading: boolean;
  children: React.ReactNode;
}) {
  return (
    <div className="rounded-lg border border-line p-3">
      <dt className="text-xs text-muted">{label}</dt>
      <dd className="mt-1 text-lg font-semibold text-ink">
        {loading ? <Skeleton className="h-6 w-24" /> : children}
      </dd>
    </div>
  );
}

/** /app/employees/benefits/earned-wage-access: advances, who cannot draw, the new-advance dialog. */
export function EarnedWageAccessFrame() {
  return <EwaScreen />;
}

/** /app/employees/benefits/earned-wage-access/settings: limits, fee and cut-off. */
export function EarnedWageAccessSettingsFrame() {
  const t = useTranslations('benefits.ewaSettings');
  return (
    <div className="min-w-0">
      <PageHeader title={t('title')} description={t('description')} />
      <EwaSettingsForm />
    </div>
  );
}
