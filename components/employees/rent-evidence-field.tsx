'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { ApiError, errorMessage } from '@/lib/api/client';
import { uploadFile } from '@/lib/api/files';
import { ALLOWED_FILE_TYPES } from '@/lib/contracts/files';
import type { EmployeeFormApi } from './employee-form-values';

/** Uploads the rent evidence (POST file, purpose rent-evidence) and keeps its id on the form. */
export function RentEvidenceField({ form }: { form: EmployeeFormApi }) {
  const t = useTranslations('employees.form');
  const id = useId();
  const fileId = useWatch({ control: form.control, name: 'rentEvidenceFileId' });
  const [name, setName] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function upload(file: File | undefined) {
    if (!file) return;
    setUploading(true);
    setError(null);
    try {
      const { data } = await uploadFile(file, 'rent-evidence');
      form.setValue('rentEvidenceFileId', data.id, { shouldDirty: true });
      setName(data.fileName);
    } catch (e) {
      setError((e instanceof ApiError && e.errors?.file?.[0]) || errorMessage(e));
    } finally {
      setUploading(false);
    }
  }

  const fieldError = error ?? form.formState.errors.rentEvidenceFileId?.message;
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{t('rentEvidence')}</Label>
      <div className="flex min-h-10 flex-wrap items-center gap-2">
        <input
          id={id}
          type="file"
          accept={ALLOWED_FILE_TYPES.join(',')}
          disabled={uploading}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={fieldError ? `${id}-error` : undefined}
          className="max-w-full text-sm file:mr-2 file:cursor-pointer file:rounded-md file:border file:border-line file:bg-surface file:px-2 file:py-1"
          onChange={(e) => void upload(e.target.files?.[0])}
        />
        {uploading ? <Spinner size="sm" /> : null}
        {fileId && !uploading ? (
          <span className="flex items-center gap-1 text-xs text-muted">
            {name ?? t('rentEvidenceOnFile')}
            <Button
              type="button"
              variant="link"
              size="xs"
              onClick={() => form.setValue('rentEvidenceFileId', null, { shouldDirty: true })}
            >
              {t('remove')}
            </Button>
          </span>
        ) : null}
      </div>
      {fieldError ? (
        <p id={`${id}-error`} className="text-xs font-medium text-danger">
          {fieldError}
        </p>
      ) : null}
    </div>
  );
}
