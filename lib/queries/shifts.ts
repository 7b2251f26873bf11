import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  addRosterEmployees,
  bulkUpdateShifts,
  clearSchedule,
  createLocation,
  createShifts,
  deleteLocation,
  deleteShifts,
  getEmployeeReport,
  getGrid,
  getLocations,
  getReport,
  pasteSchedule,
  removeRosterEmployee,
  updateWage,
} from '@/lib/api/shifts';
import type { GridQuery, ReportQuery } from '@/lib/contracts/shifts';
import { orgKey } from './keys';
import { invalidateOrgModules, useCurrentOrgId, useOrgMutation, type OrgId } from './org';

/** Keys rooted in the organisation; every shifts write invalidates `all` (grid, reports, locations). */
export const shiftKeys = {
  all: (orgId: OrgId) => orgKey(orgId, 'shifts'),
  grid: (orgId: OrgId, q: GridQuery) => orgKey(orgId, 'shifts', 'grid', q),
  report: (orgId: OrgId, q: ReportQuery) => orgKey(orgId, 'shifts', 'report', q),
  employeeReport: (orgId: OrgId, id: string, q: ReportQuery) =>
    orgKey(orgId, 'shifts', 'employee-report', id, q),
  locations: (orgId: OrgId) => orgKey(orgId, 'shifts', 'locations'),
};

export const shiftGridQuery = (orgId: OrgId, q: GridQuery) =>
  queryOptions({
    queryKey: shiftKeys.grid(orgId, q),
    queryFn: async () => (await getGrid(q)).data,
    enabled: Boolean(orgId),
    placeholderData: keepPreviousData,
  });
export const shiftReportQuery = (orgId: OrgId, q: ReportQuery) =>
  queryOptions({
    queryKey: shiftKeys.report(orgId, q),
    queryFn: async () => (await getReport(q)).data,
    enabled: Boolean(orgId),
    placeholderData: keepPreviousData,
  });
export const shiftLocationsQuery = (orgId: OrgId) =>
  queryOptions({
    queryKey: shiftKeys.locations(orgId),
    queryFn: async () => (await getLocations()).data,
    enabled: Boolean(orgId),
  });

export const useShiftGrid = (q: GridQuery) => useQuery(shiftGridQuery(useCurrentOrgId(), q));
export const useShiftReport = (q: ReportQuery) => useQuery(shiftReportQuery(useCurrentOrgId(), q));
export const useShiftLocations = () => useQuery(shiftLocationsQuery(useCurrentOrgId()));

export const employeeShiftReportQuery = (orgId: OrgId, employeeId: string | null, q: ReportQuery) =>
  queryOptions({
    queryKey: shiftKeys.employeeReport(orgId, employeeId ?? '', q),
    queryFn: async () => (await getEmployeeReport(employeeId!, q)).data,
    enabled: Boolean(orgId && employeeId),
  });
export const useEmployeeShiftReport = (employeeId: string | null, q: ReportQuery) =>
  useQuery(employeeShiftReportQuery(useCurrentOrgId(), employeeId, q));

const useShiftsMutation = <V, R>(mutationFn: (v: V) => Promise<R>) =>
  useOrgMutation(mutationFn, (qc, orgId) => invalidateOrgModules(qc, orgId, ['shifts']));

export const useCreateShiftsMutation = () => useShiftsMutation(createShifts);
export const useDeleteShiftsMutation = () => useShiftsMutation(deleteShifts);
export const useBulkUpdateShiftsMutation = () => useShiftsMutation(bulkUpdateShifts);
export const usePasteScheduleMutation = () => useShiftsMutation(pasteSchedule);
export const useClearScheduleMutation = () => useShiftsMutation(clearSchedule);
export const useAddRosterEmployeesMutation = () => useShiftsMutation(addRosterEmployees);
export const useRemoveRosterEmployeeMutation = () => useShiftsMutation(removeRosterEmployee);
export const useUpdateWageMutation = () => useShiftsMutation(updateWage);
export const useCreateLocationMutation = () => useShiftsMutation(createLocation);
export const useDeleteLocationMutation = () => useShiftsMutation(deleteLocation);
