'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { toastOutcome } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { hasErrorCode } from '@/lib/api/client';
import { useImportEmployeesMutation, useValidateEmployeeRowsMutation } from '@/lib/queries/employees-import';
import { useBulkEmployeesStore } from '@/lib/stores/bulk-employees';

type Props = { count: number; canImport: boolean; validating: boolean; onValidate: () => void };

/** Validate again · Import N employees (after a confirmation) · Cancel (back to the list). */
export function BulkActions({ count, canImport, validating, onValidate }: Props) {
  const t = useTranslations('employees.bulk');
  const router = useRouter();
  const importEmployees = useImportEmployeesMutation();
  const refresh = useValidateEmployeeRowsMutation();
  const dirty = useBulkEmployeesStore((s) => s.dirty);

  function leave() {
    router.replace('/app/employees');
    useBulkEmployeesStore.getState().clear();
  }

  async function confirmImport() {
    const { rows, setReport } = useBulkEmployeesStore.getState();
    try {
      await toastOutcome(importEmployees.mutateAsync(rows), leave);
    } catch (error) {
      // Refused (e.g. someone added the same staff id meanwhile): show the fresh report instead.
      if (hasErrorCode(error, 'VALIDATION_FAILED', 'CONFLICT')) setReport(await refresh.mutateAsync(rows));
      else throw error;
    }
  }

  const cancelButton = <Button variant="secondary">{t('grid.cancel')}</Button>;
  return (
    <>
      {dirty ? (
        <ConfirmDialog
          trigger={cancelButton}
          title={t('grid.discardTitle')}
          description={t('grid.discardDescription')}
          confirmLabel={t('grid.discard')}
          cancelLabel={t('grid.keepEditing')}
          variant="danger"
          onConfirm={leave}
        />
      ) : (
        <Button variant="secondary" onClick={leave}>
          {t('grid.cancel')}
        </Button>
      )}
      <Button variant="secondary" loading={validating} onClick={onValidate}>
        {t('grid.validate')}
      </Button>
      <ConfirmDialog
        trigger={<Button disabled={!canImport}>{t('grid.import', { count })}</Button>}
        title={t('grid.confirmTitle', { count })}
        description={t('grid.confirmDescription')}
        confirmLabel={t('grid.import', { count })}
        cancelLabel={t('grid.keepEditing')}
        onConfirm={confirmImport}
      />
    </>
  );
}
