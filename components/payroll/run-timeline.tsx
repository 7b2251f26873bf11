'use client';

import { useLocale, useTranslations } from 'next-intl';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import type { PayrollDetail } from '@/lib/contracts/payroll';
import { formatDateTime, type DateLocale } from '@/lib/dates';

/** Who created the run and every approval or rejection since, with the version each saw. */
export function RunTimeline({ detail }: { detail: PayrollDetail }) {
  const t = useTranslations('payroll.run.timeline');
  const locale = useLocale() as DateLocale;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('title')}</CardTitle>
      </CardHeader>
      <CardContent>
        <ol className="space-y-3 border-l border-line pl-4" aria-label={t('title')}>
          <li className="text-sm">
            <p className="text-ink">{t('created', { name: detail.createdBy?.name ?? '—' })}</p>
            <p className="text-xs text-muted">{formatDateTime(detail.createdAt, locale)}</p>
          </li>
          {detail.approvals.map((a) => (
            <li
              key={a.id}
              className={a.voided ? 'text-sm opacity-60' : 'text-sm'}
              data-testid="timeline-entry"
            >
              <p className="text-ink">
                {a.decision === 'approved'
                  ? t('approved', { level: a.level, name: a.userName ?? '—' })
                  : t('rejected', { level: a.level, name: a.userName ?? '—' })}
                {a.voided ? ` · ${t('voided')}` : ''}
              </p>
              {a.comment ? <p className="text-xs text-muted">“{a.comment}”</p> : null}
              <p className="text-xs text-muted">
                {formatDateTime(a.createdAt, locale)} · {t('version', { version: a.version })}
              </p>
            </li>
          ))}
          {detail.status === 'pending_approval' && detail.nextApprover ? (
            <li className="text-sm text-muted">
              {detail.nextApprover.name
                ? t('waiting', { level: detail.nextApprover.level, name: detail.nextApprover.name })
                : t('waitingAnyone', { level: detail.nextApprover.level })}
            </li>
          ) : null}
        </ol>
      </CardContent>
    </Card>
  );
}
