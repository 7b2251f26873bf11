'use client';

import { useTranslations } from 'next-intl';
import { useId, useState, type ReactNode } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { ApiError, errorMessage, hasErrorCode } from '@/lib/api/client';
import { saveBlob } from './save-blob';

export type SheetUploadProps = {
  triggerLabel: string;
  title: string;
  description: string;
  submitLabel: string;
  templateName: string;
  downloadTemplate: () => Promise<Blob>;
  /** Uploads the chosen file; a rejection with `errors.file` is shown under the picker, others as a toast. */
  submit: (file: File) => Promise<void>;
  /** Shown under the picker (e.g. the rows an add-ons upload was refused for). */
  children?: ReactNode;
  onOpenChange?: (open: boolean) => void;
  /** Mounted open (by `SheetUpload`, which loads this dialog on first use). */
  defaultOpen?: boolean;
};

/** "Download template" + a file picker + upload: the shared shape of the employees and add-ons imports. */
export function SheetUploadDialog({
  triggerLabel,
  title,
  description,
  submitLabel,
  templateName,
  downloadTemplate,
  submit,
  children,
  onOpenChange,
  defaultOpen = false,
}: SheetUploadProps) {
  const t = useTranslations('employees.bulk.upload');
  const formId = useId();
  const [open, setOpen] = useState(defaultOpen);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string>();
  const [downloading, setDownloading] = useState(false);
  const [sending, setSending] = useState(false);

  const changeOpen = (next: boolean) => {
    if (sending) return;
    setOpen(next);
    setFile(null);
    setFileError(undefined);
    onOpenChange?.(next);
  };

  async function download() {
    setDownloading(true);
    try {
      saveBlob(await downloadTemplate(), templateName);
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setDownloading(false);
    }
  }

  async function send(event: React.FormEvent) {
    event.preventDefault();
    if (!file) return setFileError(t('chooseFile'));
    setSending(true);
    setFileError(undefined);
    try {
      await submit(file);
      setOpen(false);
      setFile(null);
      onOpenChange?.(false);
    } catch (error) {
      const reason =
        error instanceof ApiError ? (error.errors?.file?.[0] ?? error.errors?.rows?.[0]) : undefined;
      if (reason) setFileError(reason);
      else if (!hasErrorCode(error, 'VALIDATION_FAILED')) toast.error(errorMessage(error));
    } finally {
      setSending(false);
    }
  }

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogTrigger asChild>
        <Button variant="secondary">{triggerLabel}</Button>
      </DialogTrigger>
      <DialogContent closeLabel={t('close')}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <Button variant="secondary" className="justify-self-start" loading={downloading} onClick={download}>
          {t('download')}
        </Button>
        <form id={formId} onSubmit={send} noValidate>
          <FormField label={t('file')} description={t('fileHint')} error={fileError} required>
            <input
              type="file"
              accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              disabled={sending}
              className="max-w-full text-sm text-ink file:mr-3 file:cursor-pointer file:rounded-md file:border file:border-line file:bg-surface file:px-3 file:py-1.5 file:text-sm file:font-medium"
              onChange={(e) => {
                setFile(e.target.files?.[0] ?? null);
                setFileError(undefined);
              }}
            />
          </FormField>
        </form>
        {children}
        <DialogFooter>
          <Button variant="secondary" disabled={sending} onClick={() => changeOpen(false)}>
            {t('cancel')}
          </Button>
          <Button type="submit" form={formId} loading={sending}>
            {submitLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
