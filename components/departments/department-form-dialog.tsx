'use client';

import { NameDescriptionDialog } from '@/components/forms/name-description-dialog';
import { departmentInputSchema, type Department } from '@/lib/contracts/departments';
import { useCreateDepartmentMutation, useUpdateDepartmentMutation } from '@/lib/queries/departments';

type Props = {
  /** The department to edit; none creates one. */
  department?: Department | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated?: (department: Department) => void;
};

/** Create or edit a department: the API's contract schema validates the form; a taken name lands on its field. */
export function DepartmentFormDialog({ department, open, onOpenChange, onCreated }: Props) {
  const create = useCreateDepartmentMutation();
  const update = useUpdateDepartmentMutation();
  return (
    <NameDescriptionDialog
      schema={departmentInputSchema}
      namespace="departments.form"
      record={department}
      open={open}
      onOpenChange={onOpenChange}
      onCreated={onCreated}
      save={(values) =>
        department ? update.mutateAsync({ id: department.id, ...values }) : create.mutateAsync(values)
      }
    />
  );
}
