import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { EmployeeFrame } from '@/components/employees/employee-record';

type Props = {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('employees'))('detail.title') };
}

export default async function EmployeesIdPage({ params, searchParams }: Props) {
  const { id } = await params;
  return <EmployeeFrame id={id} searchParams={await searchParams} />;
}
