import type {
  CreateEwaAdvanceInput,
  EwaAdvance,
  EwaCap,
  EwaNoAccess,
  EwaSettings,
  EwaSettingsInput,
  EwaStatus,
  EwaSummary,
} from '@/lib/contracts/benefits';
import { apiRequest } from './client';

// One function per /api/v1/employees/benefits endpoint.
const EWA = 'employees/benefits/earned-wage-access';

export type EwaAdvanceListQuery = {
  page?: number;
  perPage?: number;
  search?: string;
  status?: EwaStatus;
  employeeId?: string;
};
export type EwaNoAccessQuery = { page?: number; perPage?: number; search?: string };

export const getEwaSettings = () => apiRequest<EwaSettings>(`${EWA}/settings`);
export const updateEwaSettings = (body: EwaSettingsInput) =>
  apiRequest<EwaSettings>(`${EWA}/settings`, { method: 'PUT', body });
export const getEwaCap = (employeeId: string) => apiRequest<EwaCap>(`${EWA}/cap`, { query: { employeeId } });
export const getEwaNoAccess = (query: EwaNoAccessQuery) =>
  apiRequest<EwaNoAccess[]>(`${EWA}/no-access`, { query });
export const getEwaSummary = () => apiRequest<EwaSummary>(`${EWA}/summary`);
export const getEwaAdvances = (query: EwaAdvanceListQuery) => apiRequest<EwaAdvance[]>(EWA, { query });
/** `idempotencyKey`: one per dialog opening, so a retried submit never pays twice. */
export const createEwaAdvance = ({
  idempotencyKey,
  ...body
}: CreateEwaAdvanceInput & { idempotencyKey: string }) =>
  apiRequest<EwaAdvance>(EWA, { method: 'POST', body, headers: { 'Idempotency-Key': idempotencyKey } });
