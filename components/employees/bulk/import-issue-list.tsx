'use client';

import { useTranslations } from 'next-intl';
import type { ImportIssue } from '@/lib/contracts/employees';

/** How many issues a list shows before saying how many more there are. */
const SHOWN = 50;

/** A sheet's errors as "Row 3 · Staff ID: message", for dialogs too small for the grid. */
export function ImportIssueList({ issues }: { issues: ImportIssue[] }) {
  const t = useTranslations('employees.bulk');
  const label = (column: string) => (t.has(`columns.${column}`) ? t(`columns.${column}`) : column);
  return (
    <div role="alert" className="rounded-md border border-danger/40 bg-danger/5 p-3 text-sm">
      <p className="font-medium text-danger">{t('grid.errorCount', { count: issues.length })}</p>
      <ul className="mt-2 flex max-h-60 flex-col gap-1 overflow-y-auto">
        {issues.slice(0, SHOWN).map((issue) => (
          <li key={`${issue.row}:${issue.column}`}>
            <span className="font-medium">
              {t('grid.cell', { row: issue.row, column: label(issue.column) })}
            </span>
            : {issue.message}
          </li>
        ))}
      </ul>
      {issues.length > SHOWN ? (
        <p className="mt-2 text-muted">{t('grid.more', { count: issues.length - SHOWN })}</p>
      ) : null}
    </div>
  );
}
