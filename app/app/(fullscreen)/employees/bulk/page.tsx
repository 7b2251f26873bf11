import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { BulkImportScreen } from '@/components/employees/bulk/bulk-import-screen';
import { ScreenMessages } from '@/components/providers/client-messages';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('employees'))('bulk.title') };
}

/** The import report held in the bulk store; the screen sends the user back to the list when none is held. */
export default function EmployeesBulkPage() {
  return (
    <ScreenMessages namespaces={['employees.bulk']}>
      <BulkImportScreen />
    </ScreenMessages>
  );
}
