import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { GroupFrame } from '@/components/payroll-groups/groups-frame';

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('payroll-groups'))('detail.title') };
}

export default async function EmployeesGroupsIdPage({ params }: Props) {
  const { id } = await params;
  // The members table keeps page and search in the URL (useSearchParams): Suspense boundary.
  return (
    <Suspense>
      <GroupFrame id={id} />
    </Suspense>
  );
}
