'use client';

import { useTranslations } from 'next-intl';
import { IntentLink } from '@/components/ui/intent-link';
import { ApiError } from '@/lib/api/client';
import { useReturnIssues } from '@/lib/queries/statutory-returns';

/**
 * The fix-first warning before a return is downloaded: employees in it whose record lacks an identifier the
 * authority needs (a blank RSA PIN, KRA PIN, TIN, SSNIT number…), each linked to their record.
 */
export function ReturnIssues({ type, period }: { type: string; period: string }) {
  const t = useTranslations('remittances.returns.ui');
  const issues = useReturnIssues(type, period);
  if (issues.isPending) return <p className="text-sm text-muted">{t('checking')}</p>;
  if (issues.isError) {
    const noRun = issues.error instanceof ApiError && issues.error.status === 422;
    return <p className="text-sm text-muted">{noRun ? t('noRun') : t('downloadFailed')}</p>;
  }
  if (issues.data.length === 0) return <p className="text-sm text-muted">{t('noIssues')}</p>;
  return (
    <div role="alert" className="rounded-lg border border-warning/40 bg-warning/10 p-3 text-sm text-ink">
      <p className="font-medium">{t('issuesTitle')}</p>
      <p className="mt-1">{t('issuesBody', { count: issues.data.length })}</p>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {issues.data.map((i) => (
          <li key={i.employeeId}>
            <IntentLink
              href={`/app/employees/${encodeURIComponent(i.employeeId)}`}
              className="text-brand-600 underline-offset-4 hover:underline"
            >
              {i.name} ({i.staffId})
            </IntentLink>
            {': '}
            {i.missing.map((m) => t(`missing.${m}`)).join(', ')}
          </li>
        ))}
      </ul>
    </div>
  );
}
