import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { EmployeesFrame } from '@/components/employees/employees-frame';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('employees'))('title') };
}

export default async function EmployeesPage({ searchParams }: Props) {
  return <EmployeesFrame searchParams={await searchParams} />;
}
