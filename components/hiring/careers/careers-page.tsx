import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { Careers } from '@/lib/contracts/hiring';
import { JobDetails } from '../job-details';
import { ApplyForm } from './apply-form';

type Props = {
  careers: Careers;
  employer: string;
  filters: { department: string; location: string };
  selectedJobId: string | null;
  locale: string;
};

const selectClass = 'h-10 w-full rounded-md border border-line bg-surface px-3 text-sm text-ink';

/**
 * Server-rendered: the filter is a plain GET form and each job a link, so the page works (and is fast)
 * without JavaScript; only the apply form is interactive.
 */
export function CareersPage({ careers, employer, filters, selectedJobId, locale }: Props) {
  const t = useTranslations('hiring.careers');
  const th = useTranslations('hiring');
  const base = `/careers/${encodeURIComponent(employer)}`;
  const selected = careers.jobs.find((j) => j.id === selectedJobId);
  if (selected) {
    return (
      <div className="space-y-6">
        <Link href={base} className="text-sm text-brand-700 underline">
          {t('back', { organization: careers.organizationName })}
        </Link>
        <div className="rounded-xl border border-line bg-surface p-4 sm:p-6">
          <p className="mb-2 text-sm text-muted">{careers.organizationName}</p>
          <JobDetails job={selected} locale={locale} />
        </div>
        <section
          className="rounded-xl border border-line bg-surface p-4 sm:p-6"
          aria-labelledby="apply-heading"
        >
          <h2 id="apply-heading" className="mb-4 text-lg font-semibold text-ink">
            {t('applyTitle')}
          </h2>
          <ApplyForm jobId={selected.id} questions={selected.questions} />
        </section>
      </div>
    );
  }
  return (
    <div className="space-y-6">
      <header className="space-y-1">
        <h1 className="text-2xl font-semibold tracking-tight text-ink">
          {t('heading', { organization: careers.organizationName })}
        </h1>
        <p className="text-sm text-muted">{t('intro', { count: careers.jobs.length })}</p>
      </header>
      {careers.departments.length || careers.locations.length ? (
        <form
          method="get"
          action={base}
          className="grid gap-3 rounded-xl border border-line bg-surface p-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
        >
          <label className="grid gap-1 text-sm font-medium text-ink">
            {t('department')}
            <select name="department" defaultValue={filters.department} className={selectClass}>
              <option value="">{t('all')}</option>
              {careers.departments.map((d) => (
                <option key={d} value={d}>
                  {d}
                </option>
              ))}
            </select>
          </label>
          <label className="grid gap-1 text-sm font-medium text-ink">
            {t('location')}
            <select name="location" defaultValue={filters.location} className={selectClass}>
              <option value="">{t('all')}</option>
              <option value="remote">{t('remote')}</option>
              {careers.locations.map((l) => (
                <option key={l} value={l}>
                  {l}
                </option>
              ))}
            </select>
          </label>
          <button
            type="submit"
            className="h-10 cursor-pointer rounded-md bg-brand-600 px-4 text-sm font-medium text-white hover:bg-brand-700"
          >
            {t('filter')}
          </button>
        </form>
      ) : null}
      {careers.jobs.length === 0 ? (
        <p className="rounded-xl border border-line bg-surface p-6 text-center text-sm text-muted">
          {filters.department || filters.location ? t('noMatch') : t('none')}
        </p>
      ) : (
        <ul className="space-y-3">
          {careers.jobs.map((j) => (
            <li key={j.id}>
              <Link
                href={`${base}?job=${j.id}`}
                className="block rounded-xl border border-line bg-surface p-4 hover:border-brand-500 focus-visible:outline-2 focus-visible:outline-brand-500"
              >
                <span className="block font-medium text-brand-700">{j.title}</span>
                <span className="block text-sm text-muted">
                  {[
                    j.department,
                    th(`employmentTypes.${j.employmentType}`),
                    j.location,
                    j.remote ? t('remote') : null,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
