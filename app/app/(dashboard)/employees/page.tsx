import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { EmployeesFrame } from '@/components/employees/employees-frame';
import { listFilters, listQuery } from '@/components/employees/employee-list-query';
import { departmentsQuery } from '@/lib/queries/departments';
import { employeesQuery } from '@/lib/queries/employees';
import { payrollGroupsQuery } from '@/lib/queries/payroll-groups';
import { Hydrated } from '../../_server/hydrated';
import { ScreenMessages } from '@/components/providers/client-messages';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('employees'))('title') };
}

export default async function EmployeesPage({ searchParams }: Props) {
  const params = await searchParams;
  const first = (key: string) => [params[key]].flat()[0];
  const tab = first('tab') === 'in-active' ? 'in-active' : 'active';
  return (
    <ScreenMessages namespaces={['employees']}>
      <Hydrated
        prefetch={(qc, { orgId }) => [
          qc.prefetchQuery(employeesQuery(orgId, listQuery(tab, listFilters(first)))),
          // The filters' choices (useDepartmentAndGroupOptions), so they cost the browser no request.
          qc.prefetchQuery(departmentsQuery(orgId, { result: 'all' })),
          qc.prefetchQuery(payrollGroupsQuery(orgId, { result: 'all' })),
        ]}
      >
        <EmployeesFrame searchParams={params} />
      </Hydrated>
    </ScreenMessages>
  );
}
