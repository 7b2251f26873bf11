import type {
  ApprovalLevelsInput,
  OrganizationDetails,
  OrganizationDetailsInput,
  OrganizationSettings,
  PayrollBonus,
  SalaryBreakdown,
  ToggleSettingInput,
  UpdateSettingsInput,
} from '@/lib/contracts/settings';
import { apiRequest } from './client';

// One function per /api/v1/organizations settings endpoint.
export const getSettings = () => apiRequest<OrganizationSettings>('organizations/settings');
export const toggleSetting = (body: ToggleSettingInput) =>
  apiRequest<OrganizationSettings>('organizations/settings/toggle', { method: 'PATCH', body });
export const updatePayrollBonus = (body: PayrollBonus) =>
  apiRequest<OrganizationSettings>('organizations/settings/payroll-bonus', { method: 'PATCH', body });
export const updateSalaryBreakdown = (body: SalaryBreakdown) =>
  apiRequest<OrganizationSettings>('organizations/settings/salary-breakdown', { method: 'PATCH', body });
export const updateApprovalLevels = (body: ApprovalLevelsInput) =>
  apiRequest<OrganizationSettings>('organizations/settings/approval-levels', { method: 'PATCH', body });
export const updateAllSettings = (body: UpdateSettingsInput) =>
  apiRequest<OrganizationSettings>('organizations/settings/update', { method: 'PUT', body });
export const updateOrganizationDetails = (body: OrganizationDetailsInput) =>
  apiRequest<OrganizationDetails>('organizations/details', { method: 'PUT', body });
