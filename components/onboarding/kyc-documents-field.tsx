'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { XIcon } from '@/components/ui/icons';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { ApiError, errorMessage } from '@/lib/api/client';
import { uploadFile } from '@/lib/api/files';
import { ALLOWED_FILE_TYPES } from '@/lib/contracts/files';

export type UploadedDocument = { id: string; fileName: string };

type Props = {
  value: UploadedDocument[];
  onChange: (documents: UploadedDocument[]) => void;
  error?: string;
};

/** Uploads each chosen file with POST file (purpose kyc) and lists the stored ones by name. */
export function KycDocumentsField({ value, onChange, error }: Props) {
  const t = useTranslations('files');
  const tk = useTranslations('kyc');
  const id = useId();
  const [uploading, setUploading] = useState(false);

  async function upload(files: FileList | null) {
    if (!files?.length) return;
    setUploading(true);
    const added: UploadedDocument[] = [];
    for (const file of Array.from(files)) {
      try {
        const { data } = await uploadFile(file, 'kyc');
        added.push({ id: data.id, fileName: data.fileName });
      } catch (err) {
        // A rejected file (type, size, content) carries its reason on `file`.
        const reason = err instanceof ApiError ? err.errors?.file?.[0] : undefined;
        toast.error(reason ? `${file.name}: ${reason}` : errorMessage(err));
      }
    }
    setUploading(false);
    if (added.length) onChange([...value, ...added]);
  }

  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id} required>
        {tk('fields.documents')}
      </Label>
      <div className="flex flex-wrap items-center gap-3">
        <input
          id={id}
          type="file"
          multiple
          accept={ALLOWED_FILE_TYPES.join(',')}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint`}
          disabled={uploading}
          className="max-w-full text-sm text-ink file:mr-3 file:cursor-pointer file:rounded-md file:border file:border-line file:bg-surface file:px-3 file:py-1.5 file:text-sm file:font-medium"
          onChange={(e) => {
            void upload(e.target.files);
            e.target.value = '';
          }}
        />
        {uploading ? (
          <span className="flex items-center gap-2 text-sm text-muted" role="status">
            <Spinner /> {t('uploading')}
          </span>
        ) : null}
      </div>
      <p id={`${id}-hint`} className="text-xs text-muted">
        {t('hint')}
      </p>
      {value.length ? (
        <ul className="flex flex-col gap-1" aria-label={tk('fields.documents')}>
          {value.map((doc) => (
            <li
              key={doc.id}
              className="flex min-w-0 items-center justify-between gap-2 rounded-md bg-canvas px-3 py-1.5 text-sm"
            >
              <span className="truncate">{doc.fileName}</span>
              <Button
                type="button"
                variant="ghost"
                size="xs"
                aria-label={t('remove', { name: doc.fileName })}
                onClick={() => onChange(value.filter((d) => d.id !== doc.id))}
              >
                <XIcon />
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      {error ? <p className="text-xs font-medium text-danger">{error}</p> : null}
    </div>
  );
}
