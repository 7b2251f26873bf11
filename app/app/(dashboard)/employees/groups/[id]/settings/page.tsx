import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { GroupSettingsFrame } from '@/components/payroll-groups/groups-frame';

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('payroll-groups'))('settings.title') };
}

export default async function EmployeesGroupsIdSettingsPage({ params }: Props) {
  const { id } = await params;
  return <GroupSettingsFrame id={id} />;
}
