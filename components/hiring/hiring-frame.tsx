'use client';

import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { LinkTabs } from '@/components/ui/tabs';
import { tabsFor } from '@/lib/navigation/tabs';

type SearchParams = Record<string, string | string[] | undefined>;

const PATH = '/app/hiring';
const TABS = tabsFor(PATH) ?? ['active', 'in-active'];

const BriefcaseIcon = () => (
  <svg
    viewBox="0 0 24 24"
    className="size-6"
    fill="none"
    stroke="currentColor"
    strokeWidth={1.8}
    strokeLinecap="round"
  >
    <rect x="3" y="7" width="18" height="13" rx="2" />
    <path d="M9 7V5.5A1.5 1.5 0 0 1 10.5 4h3A1.5 1.5 0 0 1 15 5.5V7M3 12.5h18" />
  </svg>
);

/** /app/hiring: active and closed job openings. */
export function HiringFrame({ searchParams }: { searchParams: SearchParams }) {
  const t = useTranslations('hiring');
  const current =
    typeof searchParams.tab === 'string' && TABS.includes(searchParams.tab) ? searchParams.tab : TABS[0]!;
  // The tab lives in `?tab=`; other query parameters survive a tab switch.
  const items = TABS.map((tab) => {
    const query = new URLSearchParams({ tab });
    for (const [key, value] of Object.entries(searchParams)) {
      if (key !== 'tab' && value !== undefined) for (const v of [value].flat()) query.append(key, v);
    }
    return { value: tab, label: t(`tabs.${tab}`), href: `${PATH}?${query}` };
  });
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
