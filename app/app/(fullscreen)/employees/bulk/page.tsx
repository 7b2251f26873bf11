import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { BulkEmployeesFrame } from '@/components/employees/employees-frame';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('employees'))('bulk.title') };
}

export default function EmployeesBulkPage() {
  return <BulkEmployeesFrame />;
}
