'use client';

import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import type { PayrollDetail } from '@/lib/contracts/payroll';
import { formatDate, type DateLocale } from '@/lib/dates';
import { useRunBankChanges } from '@/lib/queries/payroll-disbursement';

/**
 * The run's employees whose bank account was changed and awaits confirmation (issue 33): their payouts are
 * held — the run still approves — until an admin confirms the new account on the employee's page, then
 * "Retry failed payments" pays them. Shown only when there are some.
 */
export function RunBankChanges({ detail }: { detail: PayrollDetail }) {
  const t = useTranslations('payroll.run.bankChanges');
  const locale = useLocale() as DateLocale;
  const changes = useRunBankChanges(detail.id, Boolean(detail.computedAt) && detail.status !== 'paid');
  if (!changes.data?.length) return null;
  return (
    <Card className="border-warning" role="region" aria-label={t('title', { count: changes.data.length })}>
      <CardHeader>
        <CardTitle>{t('title', { count: changes.data.length })}</CardTitle>
        <CardDescription>{t('description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="divide-y divide-line text-sm">
          {changes.data.map((c) => (
            <li key={c.employeeId} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <Link href={`/app/employees/${c.employeeId}`} className="font-medium text-primary underline">
                {c.name} ({c.staffId})
              </Link>
              <span className="text-muted">{t('changedOn', { date: formatDate(c.changedAt, locale) })}</span>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
