'use client';

import { useTranslations } from 'next-intl';
import { toast } from '@/lib/toast';
import { saveBlob } from '@/components/employees/bulk/save-blob';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { downloadPayrollSheet } from '@/lib/api/payroll-documents';
import { useBlobDownload } from './use-blob-download';

/** "Download sheet" on a computed run: the xlsx with a row per employee, shown as busy while it is prepared. */
export function DownloadSheetButton({ run }: { run: { id: string; period: string; employeeCount: number } }) {
  const t = useTranslations('payroll-documents.ui');
  const { busy, start } = useBlobDownload();
  if (run.employeeCount === 0) return null;
  const download = () =>
    start(async () =>
      saveBlob(await downloadPayrollSheet(run.id), `payroll-${run.period}-${run.id.slice(0, 8)}.xlsx`),
    ).catch(() => toast.error(t('downloadFailed')));
  return (
    <Button variant="secondary" disabled={busy} aria-busy={busy} onClick={() => void download()}>
      {busy ? <Spinner size="sm" /> : null}
      {busy ? t('downloadingSheet') : t('downloadSheet')}
    </Button>
  );
}
