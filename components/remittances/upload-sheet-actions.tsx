'use client';

import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { toast, toastOutcome } from '@/lib/toast';
import { saveBlob } from '@/components/employees/bulk/save-blob';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ApiError, errorMessage } from '@/lib/api/client';
import { downloadUploadSheet } from '@/lib/api/remittances';
import { usePermissions } from '@/lib/queries/permissions';
import { useUploadSheetMutation } from '@/lib/queries/remittances';

/** Many remittances at once: download the sheet of what is outstanding, fill it, upload it (all rows or none). */
export function UploadSheetActions() {
  const t = useTranslations('remittances.sheet');
  const { can } = usePermissions();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [rowErrors, setRowErrors] = useState<string[]>([]);
  const [downloading, setDownloading] = useState(false);
  const upload = useUploadSheetMutation();
  if (!can('employees')) return null;

  const download = async () => {
    setDownloading(true);
    try {
      saveBlob(await downloadUploadSheet(), 'remittances-upload.xlsx');
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setDownloading(false);
    }
  };
  const send = async () => {
    if (!file) return;
    try {
      await toastOutcome(upload.mutateAsync(file), () => setRowErrors([]));
    } catch (error) {
      setRowErrors(error instanceof ApiError && error.errors ? Object.values(error.errors).flat() : []);
    } finally {
      setFile(null);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <div className="flex flex-col items-end gap-2">
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={download} loading={downloading}>
          {t('download')}
        </Button>
        <Button variant="secondary" onClick={() => input.current?.click()}>
          {t('upload')}
        </Button>
        <input
          ref={input}
          type="file"
          accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          className="sr-only"
          aria-label={t('upload')}
          onChange={(e) => setFile(e.target.files?.[0] ?? null)}
        />
      </div>
      {rowErrors.length > 0 && (
        <ul role="alert" className="max-w-md list-disc space-y-1 pl-5 text-sm text-danger">
          {rowErrors.slice(0, 10).map((m) => (
            <li key={m}>{m}</li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={Boolean(file)}
        onOpenChange={(open) => !open && setFile(null)}
        title={t('confirmTitle')}
        description={t('confirmDescription', { name: file?.name ?? '' })}
        confirmLabel={t('confirm')}
        cancelLabel={t('cancel')}
        onConfirm={send}
      />
    </div>
  );
}
