'use client';

import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { employeeExportFileName, exportEmployeeData } from '@/lib/api/employee-export';
import type { EmployeeDetail } from '@/lib/contracts/employees';
import { toastOutcome } from '@/lib/toast';
import { saveBlob } from './bulk/save-blob';

/**
 * "Download data (NDPA)": everything held about the employee as one zip, for a data subject's access request
 * (NDPA 2023 ss. 34–38). The server audits each download and allows ten an hour per admin (429 says so).
 */
export function EmployeeDataExport({ employee }: { employee: Pick<EmployeeDetail, 'id' | 'staffId'> }) {
  const t = useTranslations('employees.export');
  // A download, not a change of cached data: nothing to invalidate.
  const download = useMutation({ mutationFn: () => exportEmployeeData(employee.id) });
  return (
    <Button
      variant="secondary"
      loading={download.isPending}
      loadingLabel={t('preparing')}
      onClick={() =>
        void toastOutcome(download.mutateAsync(), {
          success: t('downloaded'),
          onDone: (blob) => saveBlob(blob, employeeExportFileName(employee.staffId)),
        })
      }
    >
      {t('download')}
    </Button>
  );
}
