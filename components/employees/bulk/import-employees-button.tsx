'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import {
  useDownloadEmployeesTemplateMutation,
  useValidateEmployeesFileMutation,
} from '@/lib/queries/employees-import';
import { useBulkEmployeesStore } from '@/lib/stores/bulk-employees';
import { SheetUpload } from './sheet-upload';

/**
 * The employees list's "Import" action: download the template, upload the filled sheet, and review the
 * row-by-row report on /app/employees/bulk (nothing is saved until the user imports from there).
 */
export function ImportEmployeesButton() {
  const t = useTranslations('employees.bulk.upload');
  const download = useDownloadEmployeesTemplateMutation();
  const router = useRouter();
  const validate = useValidateEmployeesFileMutation();
  const setReport = useBulkEmployeesStore((s) => s.setReport);

  return (
    <SheetUpload
      triggerLabel={t('employeesButton')}
      title={t('employeesTitle')}
      description={t('employeesDescription')}
      submitLabel={t('check')}
      templateName="employees-import.xlsx"
      downloadTemplate={() => download.mutateAsync()}
      submit={async (file) => {
        const report = await validate.mutateAsync(file);
        setReport(report, file.name);
        router.push('/app/employees/bulk');
      }}
    />
  );
}
