import type {
  BulkUpdateInput,
  ClearScheduleInput,
  Counts,
  EmployeeReport,
  Grid,
  GridQuery,
  Location,
  LocationInput,
  PasteScheduleInput,
  Report,
  ReportQuery,
  ShiftInput,
  ShiftSettings,
  UpdateWageInput,
  Wage,
} from '@/lib/contracts/shifts';
import { apiRequest } from './client';

// One function per /api/v1/shifts endpoint.
export const getGrid = (query: GridQuery) => apiRequest<Grid>('shifts', { query });
export const createShifts = (shifts: ShiftInput[]) =>
  apiRequest<{ created: number; ids: string[] }>('shifts', { method: 'POST', body: { shifts } });
export const deleteShifts = (ids: string[]) =>
  apiRequest<Counts>('shifts', { method: 'DELETE', body: { ids } });
export const addRosterEmployees = (employeeIds: string[]) =>
  apiRequest<Counts>('shifts/add-employees', { method: 'POST', body: { employeeIds } });
export const removeRosterEmployee = (employeeId: string) =>
  apiRequest<Counts>('shifts/remove-employee', { method: 'POST', body: { employeeId } });
export const updateWage = ({ employeeId, ...body }: UpdateWageInput & { employeeId: string }) =>
  apiRequest<{ employeeId: string; wage: Wage; history: Wage[] }>('shifts/{employee_id}/update-wage', {
    method: 'PATCH',
    params: { employee_id: employeeId },
    body,
  });
export const pasteSchedule = (body: PasteScheduleInput) =>
  apiRequest<Counts>('shifts/paste-schedule', { method: 'POST', body });
export const clearSchedule = (body: ClearScheduleInput) =>
  apiRequest<Counts>('shifts/clear-schedule', { method: 'POST', body });
export const bulkUpdateShifts = (body: BulkUpdateInput) =>
  apiRequest<Counts>('shifts/bulk/update', { method: 'PATCH', body });
export const getReport = (query: ReportQuery) => apiRequest<Report>('shifts/report', { query });
export const downloadReport = (query: ReportQuery) =>
  apiRequest('shifts/report', { query: { ...query, format: 'xlsx' }, responseType: 'blob' });
export const getEmployeeReport = (employeeId: string, query: ReportQuery) =>
  apiRequest<EmployeeReport>('shifts/{employee_id}/report', { params: { employee_id: employeeId }, query });
export const getLocations = () => apiRequest<Location[]>('shifts/locations');
export const createLocation = (body: LocationInput) =>
  apiRequest<Location>('shifts/locations', { method: 'POST', body });
export const deleteLocation = (id: string) =>
  apiRequest<null>('shifts/locations/{id}', { method: 'DELETE', params: { id } });
export const getShiftSettings = () => apiRequest<ShiftSettings>('shifts/settings');
