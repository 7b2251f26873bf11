import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { DepartmentsFrame } from '@/components/departments/departments-frame';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('departments'))('title') };
}

export default async function EmployeesDepartmentsPage({ searchParams }: Props) {
  return <DepartmentsFrame searchParams={await searchParams} />;
}
