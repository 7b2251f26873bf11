'use client';

import { useTranslations } from 'next-intl';
import { toast } from '@/lib/toast';
import { saveBlob } from '@/components/employees/bulk/save-blob';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { downloadPayslip } from '@/lib/api/payroll-documents';
import { useBlobDownload } from './use-blob-download';

/** Downloads one employee's payslip PDF (a run's row); `compact` for table rows. */
export function PayslipDownloadButton({
  row,
  period,
  compact = false,
}: {
  row: { id: string; name: string; staffId: string };
  period?: string;
  compact?: boolean;
}) {
  const t = useTranslations('payroll-documents.ui');
  const { busy, start } = useBlobDownload();
  const name = `payslip-${period ? `${period}-` : ''}${row.staffId.replace(/[^\w.-]+/g, '_')}.pdf`;
  const download = () =>
    start(async () => saveBlob(await downloadPayslip(row.id), name)).catch(() =>
      toast.error(t('downloadFailed')),
    );
  return (
    <Button
      variant={compact ? 'link' : 'secondary'}
      size={compact ? 'xs' : 'default'}
      disabled={busy}
      aria-busy={busy}
      aria-label={busy ? t('downloadingPayslip') : t('downloadPayslipFor', { name: row.name })}
      onClick={() => void download()}
    >
      {busy ? <Spinner size="sm" /> : null}
      {busy ? t('downloadingPayslip') : t('downloadPayslip')}
    </Button>
  );
}
