import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { GroupsFrame } from '@/components/groups/groups-frame';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('groups'))('title') };
}

export default function EmployeesGroupsPage() {
  return <GroupsFrame />;
}
