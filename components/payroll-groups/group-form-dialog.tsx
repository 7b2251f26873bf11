'use client';

import { NameDescriptionDialog } from '@/components/forms/name-description-dialog';
import { payrollGroupInputSchema, type PayrollGroup } from '@/lib/contracts/payroll-groups';
import { useCreatePayrollGroupMutation, useUpdatePayrollGroupMutation } from '@/lib/queries/payroll-groups';

type Props = {
  /** The group to edit; none creates one. */
  group?: PayrollGroup | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** Create or edit a payroll group: the API's contract schema validates the form; a taken name lands on its field. */
export function GroupFormDialog({ group, open, onOpenChange }: Props) {
  const create = useCreatePayrollGroupMutation();
  const update = useUpdatePayrollGroupMutation();
  return (
    <NameDescriptionDialog
      schema={payrollGroupInputSchema}
      namespace="payroll-groups.form"
      record={group}
      open={open}
      onOpenChange={onOpenChange}
      save={(values) =>
        group ? update.mutateAsync({ id: group.id, ...values }) : create.mutateAsync(values)
      }
    />
  );
}
