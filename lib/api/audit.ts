import type { AuditLog, AuditsQuery } from '@/lib/contracts/audit';
import { apiRequest } from './client';

export const listAudits = (query: Partial<AuditsQuery> = {}) => apiRequest<AuditLog[]>('audits', { query });
