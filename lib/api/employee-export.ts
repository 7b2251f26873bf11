import { apiRequest } from './client';

/** GET employees/{employee_id}/export — the employee's data as a zip (NDPA 2023 ss. 34–38). */
export const exportEmployeeData = (employeeId: string) =>
  apiRequest('employees/{employee_id}/export', { params: { employee_id: employeeId }, responseType: 'blob' });

/** The file name the API gives the zip (`employee-<staffId>-export.zip`). */
export const employeeExportFileName = (staffId: string) =>
  `employee-${staffId.replace(/[^\w.-]+/g, '_')}-export.zip`;
