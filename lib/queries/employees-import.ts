import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  downloadAddonsTemplate,
  downloadEmployeesTemplate,
  importAddonsFile,
  importEmployees,
  validateEmployeeRows,
  validateEmployeesFile,
} from '@/lib/api/employees-import';
import { invalidateOrgModules, useCurrentOrgId } from './org';

/**
 * Bulk import hooks. Validation is a mutation (it posts a sheet and caches nothing: the report lives in the
 * bulk store); a successful import invalidates everything employee-shaped in the organisation.
 */

function useInvalidateWorkforce() {
  const queryClient = useQueryClient();
  const orgId = useCurrentOrgId();
  return () =>
    invalidateOrgModules(queryClient, orgId, ['employees', 'departments', 'payroll-groups', 'dashboard']);
}

export const useDownloadEmployeesTemplateMutation = () =>
  useMutation({ mutationFn: () => downloadEmployeesTemplate() });
export const useDownloadAddonsTemplateMutation = () =>
  useMutation({ mutationFn: () => downloadAddonsTemplate() });

export const useValidateEmployeesFileMutation = () =>
  useMutation({ mutationFn: async (file: File) => (await validateEmployeesFile(file)).data });
export const useValidateEmployeeRowsMutation = () =>
  useMutation({
    mutationFn: async (rows: Record<string, unknown>[]) => (await validateEmployeeRows(rows)).data,
  });

export function useImportEmployeesMutation() {
  const invalidate = useInvalidateWorkforce();
  return useMutation({
    mutationFn: (rows: Record<string, unknown>[]) => importEmployees(rows),
    onSuccess: invalidate,
  });
}

export function useImportAddonsMutation() {
  const invalidate = useInvalidateWorkforce();
  return useMutation({ mutationFn: (file: File) => importAddonsFile(file), onSuccess: invalidate });
}
