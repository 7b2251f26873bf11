import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { DepartmentDetail } from '@/components/departments/department-detail';

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('departments'))('detail.title') };
}

export default async function EmployeesDepartmentsIdPage({ params }: Props) {
  const { id } = await params;
  return <DepartmentDetail id={id} />;
}
