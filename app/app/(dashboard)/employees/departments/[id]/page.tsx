import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { DepartmentFrame } from '@/components/departments/departments-frame';

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('departments'))('detail.title') };
}

export default async function EmployeesDepartmentsIdPage({ params }: Props) {
  const { id } = await params;
  return <DepartmentFrame id={id} />;
}
