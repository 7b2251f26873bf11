import type { QueryClient } from '@tanstack/react-query';
import {
  downloadAddonsTemplate,
  downloadEmployeesTemplate,
  importAddonsFile,
  importEmployees,
  validateEmployeeRows,
  validateEmployeesFile,
} from '@/lib/api/employees-import';
import { invalidateOrgModules, useOrgMutation, type OrgId } from './org';

/**
 * Bulk import hooks. Validation is a mutation (it posts a sheet and caches nothing: the report lives in the
 * bulk store); a successful import invalidates everything employee-shaped in the organisation.
 */

const refreshWorkforce = (qc: QueryClient, orgId: OrgId) =>
  invalidateOrgModules(qc, orgId, ['employees', 'departments', 'payroll-groups', 'dashboard']);

export const useDownloadEmployeesTemplateMutation = () =>
  useOrgMutation((_: void) => downloadEmployeesTemplate());
export const useDownloadAddonsTemplateMutation = () => useOrgMutation((_: void) => downloadAddonsTemplate());

export const useValidateEmployeesFileMutation = () =>
  useOrgMutation(async (file: File) => (await validateEmployeesFile(file)).data);
export const useValidateEmployeeRowsMutation = () =>
  useOrgMutation(async (rows: Record<string, unknown>[]) => (await validateEmployeeRows(rows)).data);

export const useImportEmployeesMutation = () =>
  useOrgMutation((rows: Record<string, unknown>[]) => importEmployees(rows), refreshWorkforce);

export const useImportAddonsMutation = () =>
  useOrgMutation((file: File) => importAddonsFile(file), refreshWorkforce);
