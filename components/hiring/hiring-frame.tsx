'use client';

import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { FrameIcon } from '@/components/layout/frame-icon';
import { PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { LinkTabs } from '@/components/ui/tabs';
import { tabLinks, type SearchParams } from '@/lib/navigation/tab-links';
import { tabsFor } from '@/lib/navigation/tabs';

const PATH = '/app/hiring';
const TABS = tabsFor(PATH) ?? ['active', 'in-active'];

const BriefcaseIcon = () => (
  <FrameIcon>
    <rect x="3" y="7" width="18" height="13" rx="2" />
    <path d="M9 7V5.5A1.5 1.5 0 0 1 10.5 4h3A1.5 1.5 0 0 1 15 5.5V7M3 12.5h18" />
  </FrameIcon>
);

/** /app/hiring: active and closed job openings. */
export function HiringFrame({ searchParams }: { searchParams: SearchParams }) {
  const t = useTranslations('hiring');
  const { current, items } = tabLinks(PATH, TABS, searchParams, (tab) => t(`tabs.${tab}`));
  const create = (
    <Button asChild>
      <Link href="/app/hiring/create">{t('action')}</Link>
    </Button>
  );
  return (
    <div className="min-w-0">
      <PageHeader title={t('title')} description={t('description')} actions={create} />
      <LinkTabs items={items} value={current} aria-label={t('title')} className="w-full" />
      <Card className="mt-4">
        <EmptyState
          icon={<BriefcaseIcon />}
          title={t(`empty.${current}.title`)}
          description={t(`empty.${current}.description`)}
        />
      </Card>
    </div>
  );
}

/** /app/hiring/{id}: one job opening and its applicants. */
export function JobFrame({ id }: { id: string }) {
  const t = useTranslations('hiring.detail');
  const edit = (
    <Button asChild variant="secondary">
      <Link href={`/app/hiring/${encodeURIComponent(id)}/edit`}>{t('action')}</Link>
    </Button>
  );
  return (
    <div className="min-w-0">
      <PageHeader title={t('title')} description={t('description', { id })} actions={edit} />
      <Card>
        <EmptyState icon={<BriefcaseIcon />} title={t('emptyTitle')} description={t('emptyDescription')} />
      </Card>
    </div>
  );
}

/** /app/hiring/create (fullscreen) and /app/hiring/{id}/edit (fullscreen): the job form. */
export function JobFormFrame({ id }: { id?: string }) {
  const t = useTranslations(id === undefined ? 'hiring.create' : 'hiring.edit');
  return (
    <div className="min-w-0">
      <PageHeader title={t('title')} description={t('description', { id: id ?? '' })} />
      <Card>
        <EmptyState icon={<BriefcaseIcon />} title={t('emptyTitle')} description={t('emptyDescription')} />
      </Card>
    </div>
  );
}
