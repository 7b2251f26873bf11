import type {
  AddTeamMemberInput,
  AnalyticsQuery,
  ConsultantAudit,
  ConsultantBilling,
  ConsultantClient,
  ConsultantStats,
  PayrollDistributionSummary,
  PayrollSizeDistribution,
  TeamMember,
  UpdateTeamMemberInput,
} from '@/lib/contracts/consultants';
import { apiRequest } from './client';

// One function per /api/v1/consultants endpoint.
export const getConsultantOrganizations = () => apiRequest<ConsultantClient[]>('consultants/organizations');
export const getConsultantStats = () => apiRequest<ConsultantStats>('consultants/stats');
export const getConsultantBillings = () => apiRequest<ConsultantBilling[]>('consultants/billings');
export const getConsultantAudits = (query: { page: number; perPage: number; organizationId?: string }) =>
  apiRequest<ConsultantAudit[]>('consultants/audits', { query });
export const getPayrollDistributionSummary = (query: AnalyticsQuery) =>
  apiRequest<PayrollDistributionSummary>('consultants/analytics/payroll-distribution-summary', { query });
export const getPayrollSizeDistribution = () =>
  apiRequest<PayrollSizeDistribution>('consultants/analytics/payroll-size-distribution');
export const addTeamMember = (body: AddTeamMemberInput) =>
  apiRequest<TeamMember>('consultants/add-team-member', { method: 'POST', body });
export const listTeamMembers = () => apiRequest<TeamMember[]>('consultants/team-members');
export const removeTeamMember = (memberId: string) =>
  apiRequest<TeamMember>('consultants/team-members/{member_id}', {
    method: 'DELETE',
    params: { member_id: memberId },
  });
export const updateTeamMember = (memberId: string, body: UpdateTeamMemberInput) =>
  apiRequest<TeamMember>('consultants/team-members/{member_id}', {
    method: 'PATCH',
    params: { member_id: memberId },
    body,
  });
