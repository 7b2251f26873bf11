'use client';

import { toastOutcome } from '@/lib/toast';
import { IntentLink } from '@/components/ui/intent-link';
import { useTranslations } from 'next-intl';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadFailed, PagedFooter, SearchBox } from '@/components/ui/list-parts';
import { useErrorToast, usePaginationLabels } from '@/components/ui/use-module-ui';
import { useUrlPaging } from '@/components/ui/use-url-paging';
import { STAGES, type Job, type JobStatus } from '@/lib/contracts/hiring';
import { useDeleteJobMutation, useJobs, useToggleJobMutation } from '@/lib/queries/hiring';

const PATH = '/app/hiring';
const PER_PAGE = 20;

/** One job: title, where, stage counts and its actions. */
function JobCard({ job }: { job: Job }) {
  const t = useTranslations('hiring');
  const toggle = useToggleJobMutation();
  const remove = useDeleteJobMutation();
  const where = [job.location, job.remote ? t('careers.remote') : null].filter(Boolean).join(' · ');
  return (
    <li className="rounded-lg border border-line bg-surface p-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <IntentLink
            href={`${PATH}/${job.id}`}
            className="font-medium text-brand-700 hover:underline focus-visible:underline"
          >
            {job.title}
          </IntentLink>
          <p className="text-sm text-muted">
            {[job.department?.name, t(`employmentTypes.${job.employmentType}`), where]
              .filter(Boolean)
              .join(' · ')}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {job.status === 'active' && !job.open ? <Badge variant="warning">{t('list.closed')}</Badge> : null}
          <Button asChild variant="secondary" size="sm">
            <IntentLink
              href={`${PATH}/${job.id}/edit`}
              aria-label={t('list.editLabel', { title: job.title })}
            >
              {t('list.edit')}
            </IntentLink>
          </Button>
          <Button
            variant="secondary"
            size="sm"
            loading={toggle.isPending}
            onClick={() => toastOutcome(toggle.mutateAsync(job.id))}
          >
            {job.status === 'active' ? t('list.deactivate') : t('list.activate')}
          </Button>
          <ConfirmDialog
            trigger={
              <Button variant="ghost" size="sm" aria-label={t('list.deleteLabel', { title: job.title })}>
                {t('list.delete')}
              </Button>
            }
            title={t('list.deleteTitle', { title: job.title })}
            description={
              job.applicationCount > 0
                ? t('list.deleteBlocked', { count: job.applicationCount })
                : t('list.deleteDescription')
            }
            confirmLabel={t('list.delete')}
            cancelLabel={t('cancel')}
            variant="danger"
            onConfirm={() => toastOutcome(remove.mutateAsync(job.id))}
          />
        </div>
      </div>
      <dl className="mt-3 grid grid-cols-3 gap-2 sm:grid-cols-6" aria-label={t('list.countsLabel')}>
        {STAGES.map((s) => (
          <div key={s} className="rounded-md bg-canvas px-2 py-1.5 text-center">
            <dt className="truncate text-xs text-muted">{t(`stages.${s}`)}</dt>
            <dd className="text-base font-semibold text-ink">{job.stageCounts[s]}</dd>
          </div>
        ))}
      </dl>
    </li>
  );
}

/** The jobs of one tab (active / in-active); page and search live in the URL. */
export function JobsList({ tab }: { tab: JobStatus }) {
  const t = useTranslations('hiring');
  const { page, setPage, search, term, setTerm } = useUrlPaging();
  const query = useJobs({ tab, page, perPage: PER_PAGE, search: search || undefined });
  const labels = usePaginationLabels('hiring.pagination');
  useErrorToast(query.error, 'hiring');

  const rows = query.data?.data ?? [];
  let body;
  if (query.isError && !query.data) {
    body = (
      <LoadFailed
        error={query.error}
        title={t('list.loadFailed')}
        retryLabel={t('retry')}
        onRetry={() => query.refetch()}
      />
    );
  } else if (query.isPending) {
    body = (
      <p role="status" className="py-6 text-center text-sm text-muted">
        {t('loading')}
      </p>
    );
  } else if (rows.length === 0) {
    body = search ? (
      <EmptyState
        className="py-6"
        title={t('list.noMatch.title')}
        description={t('list.noMatch.description', { search })}
      />
    ) : (
      <EmptyState
        className="py-6"
        title={t(`empty.${tab}.title`)}
        description={t(`empty.${tab}.description`)}
        action={
          tab === 'active' ? (
            <Button asChild>
              <IntentLink href={`${PATH}/create`}>{t('action')}</IntentLink>
            </Button>
          ) : null
        }
      />
    );
  } else {
    body = (
      <ul className="space-y-3" aria-label={t('title')}>
        {rows.map((job) => (
          <JobCard key={job.id} job={job} />
        ))}
      </ul>
    );
  }
  return (
    <Card className="space-y-3 p-4">
      <SearchBox
        value={term}
        onChange={setTerm}
        placeholder={t('list.searchPlaceholder')}
        label={t('list.searchLabel')}
      />
      {body}
      <PagedFooter meta={query.data?.meta} onPageChange={setPage} labels={labels} />
    </Card>
  );
}
