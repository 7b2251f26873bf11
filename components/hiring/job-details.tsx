import { useTranslations } from 'next-intl';
import type { PublicJob } from '@/lib/contracts/hiring';
import { formatMoney } from '@/lib/money';

/**
 * How a job reads on the careers page (also the job form's preview). Description and requirements are
 * plain text with line breaks: React escapes them, so no HTML from users ever renders.
 */
export function JobDetails({ job, locale }: { job: PublicJob; locale: string }) {
  const t = useTranslations('hiring');
  const where = [job.location, job.remote ? t('careers.remote') : null].filter(Boolean).join(' · ');
  const salary = job.salary
    ? [job.salary.min, job.salary.max]
        .filter((v): v is number => v != null)
        .map((v) => formatMoney(v, job.salary!.currency, locale))
        .join(' – ')
    : null;
  return (
    <article className="space-y-4">
      <header className="space-y-1">
        <h2 className="text-xl font-semibold text-ink">{job.title || t('form.untitled')}</h2>
        <p className="text-sm text-muted">
          {[job.department, t(`employmentTypes.${job.employmentType}`), where].filter(Boolean).join(' · ')}
        </p>
        {salary ? <p className="text-sm font-medium text-ink">{t('careers.salary', { salary })}</p> : null}
        {job.closingDate ? (
          <p className="text-sm text-muted">{t('careers.closes', { date: job.closingDate })}</p>
        ) : null}
      </header>
      <section>
        <h3 className="mb-1 text-sm font-semibold text-ink">{t('careers.about')}</h3>
        <p className="text-sm whitespace-pre-line text-ink">{job.description}</p>
      </section>
      {job.requirements ? (
        <section>
          <h3 className="mb-1 text-sm font-semibold text-ink">{t('careers.requirements')}</h3>
          <p className="text-sm whitespace-pre-line text-ink">{job.requirements}</p>
        </section>
      ) : null}
    </article>
  );
}
