'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { toastOutcome } from '@/lib/toast';
import { hasErrorCode } from '@/lib/api/client';
import type { ImportIssue } from '@/lib/contracts/employees';
import { useDownloadAddonsTemplateMutation, useImportAddonsMutation } from '@/lib/queries/employees-import';
import { ImportIssueList } from './import-issue-list';
import { SheetUpload } from './sheet-upload';

function issuesOf(errors: Record<string, string[]>): ImportIssue[] {
  return Object.entries(errors).flatMap(([cell, messages]) => {
    const [row, column = ''] = cell.split('.');
    return messages.map((message) => ({ row: Number(row), column, message }));
  });
}

/**
 * "Import bonuses & deductions": the add-ons sheet comes pre-filled with current staff; the upload adds
 * every row or none, and a refused sheet lists its errors by row and column right in the dialog.
 */
export function ImportAddonsButton() {
  const t = useTranslations('employees.bulk.upload');
  const download = useDownloadAddonsTemplateMutation();
  const importAddons = useImportAddonsMutation();
  const [issues, setIssues] = useState<ImportIssue[]>([]);

  return (
    <SheetUpload
      triggerLabel={t('addonsButton')}
      title={t('addonsTitle')}
      description={t('addonsDescription')}
      submitLabel={t('addonsSubmit')}
      templateName="employee-add-ons.xlsx"
      downloadTemplate={() => download.mutateAsync()}
      onOpenChange={() => setIssues([])}
      submit={async (file) => {
        setIssues([]);
        // A refused sheet names its cells in `errors` as "<row>.<column>" (a file problem uses `file`); the
        // upload dialog words the rest.
        await toastOutcome(importAddons.mutateAsync(file), {
          onError: (error) => {
            if (hasErrorCode(error, 'VALIDATION_FAILED') && error.errors && !error.errors.file)
              setIssues(issuesOf(error.errors));
          },
        });
      }}
    >
      {issues.length ? <ImportIssueList issues={issues} /> : null}
    </SheetUpload>
  );
}
