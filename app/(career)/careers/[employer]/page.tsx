import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getLocale, getTranslations } from 'next-intl/server';
import { CareersPage } from '@/components/hiring/careers/careers-page';
import { publicGet } from '../../_components/public-api';
import type { Careers } from '@/lib/contracts/hiring';

type Props = {
  params: Promise<{ employer: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export const dynamic = 'force-dynamic';

const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? '';

async function load(employer: string, department: string, location: string) {
  const query = new URLSearchParams();
  if (department) query.set('department', department);
  if (location) query.set('location', location);
  const res = await publicGet<Careers>(
    `jobs/${encodeURIComponent(employer)}/careers${query.size ? `?${query}` : ''}`,
  );
  // an unknown employer (NOT_FOUND) or a malformed one (VALIDATION_FAILED) answers without data
  if (!res.data) notFound();
  return res.data;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations('hiring.careers');
  const careers = await load(decodeURIComponent((await params).employer), '', '');
  return {
    title: t('metaTitle', { organization: careers.organizationName }),
    description: t('metaDescription', { organization: careers.organizationName }),
  };
}

/** /careers/{employer}: the organisation's open jobs, filters, a job's details and its apply form. */
export default async function CareersRoute({ params, searchParams }: Props) {
  const employer = decodeURIComponent((await params).employer);
  const sp = await searchParams;
  const department = one(sp.department);
  const location = one(sp.location);
  const careers = await load(employer, department, location);
  return (
    <CareersPage
      careers={careers}
      employer={employer}
      filters={{ department, location }}
      selectedJobId={one(sp.job) || null}
      locale={await getLocale()}
    />
  );
}
