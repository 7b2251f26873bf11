import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { GroupsFrame } from '@/components/payroll-groups/groups-frame';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('payroll-groups'))('title') };
}

// The list keeps page and search in the URL (useSearchParams), which needs a Suspense boundary to prerender.
export default function EmployeesGroupsPage() {
  return (
    <Suspense>
      <GroupsFrame />
    </Suspense>
  );
}
