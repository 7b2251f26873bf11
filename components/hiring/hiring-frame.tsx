'use client';

import { useTranslations } from 'next-intl';
import { IntentLink } from '@/components/ui/intent-link';
import { PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { LoadFailed } from '@/components/ui/list-parts';
import { LinkTabs } from '@/components/ui/link-tabs';
import type { JobStatus } from '@/lib/contracts/hiring';
import { tabLinks, type SearchParams } from '@/lib/navigation/tab-links';
import { tabsFor } from '@/lib/navigation/tabs';
import { useJob } from '@/lib/queries/hiring';
import { JobForm } from './job-form';
import { JobsList } from './jobs-list';
import { JobPipeline } from './pipeline';

const PATH = '/app/hiring';
const TABS = tabsFor(PATH) ?? ['active', 'in-active'];

/** /app/hiring: active and in-active jobs with their stage counts; page and search in the URL. */
export function HiringFrame({ searchParams }: { searchParams: SearchParams }) {
  const t = useTranslations('hiring');
  // Switching tabs starts the other tab afresh (page 1, no search): only `tab` carries over.
  const { current, items } = tabLinks(PATH, TABS, { tab: searchParams.tab }, (tab) => t(`tabs.${tab}`));
  const create = (
    <Button asChild>
      <IntentLink href="/app/hiring/create">{t('action')}</IntentLink>
    </Button>
  );
  return (
    <div className="min-w-0">
      <PageHeader title={t('title')} description={t('description')} actions={create} />
      <LinkTabs items={items} value={current} aria-label={t('title')} className="w-full" />
      <div className="mt-4">
        <JobsList key={current} tab={current as JobStatus} />
      </div>
    </div>
  );
}

/** /app/hiring/{id}: one job's pipeline. */
export function JobFrame({ id }: { id: string }) {
  return <JobPipeline id={id} />;
}

/** /app/hiring/create and /app/hiring/{id}/edit (fullscreen): the job form with its careers-page preview. */
export function JobFormFrame({ id }: { id?: string }) {
  const t = useTranslations(id === undefined ? 'hiring.create' : 'hiring.edit');
  const th = useTranslations('hiring');
  const job = useJob(id);
  let body;
  if (id === undefined) body = <JobForm />;
  else if (job.isError)
    body = (
      <LoadFailed
        error={job.error}
        title={th('detail.loadFailed')}
        retryLabel={th('retry')}
        onRetry={() => job.refetch()}
      />
    );
  else if (!job.data)
    body = (
      <p role="status" className="py-10 text-center text-sm text-muted">
        {th('loading')}
      </p>
    );
  else body = <JobForm job={job.data} />;
  return (
    <div className="min-w-0">
      {/* the job's title once loaded: "{title}" with an empty title is no text (IntlError INVALID_MESSAGE) */}
      <PageHeader
        title={t('title')}
        description={
          id === undefined || job.data ? t('description', { title: job.data?.title ?? '' }) : undefined
        }
      />
      {body}
    </div>
  );
}
