import type {
  AdjustmentInput,
  AwayEntry,
  CreateLeaveRequestInput,
  Holiday,
  HolidayInput,
  LeaveBalance,
  LeaveCalendar,
  LeaveDuration,
  LeaveFilters,
  LeaveRequest,
  LeaveRequestListQuery,
  LeaveType,
  LeaveTypeInput,
  ReviewLeaveRequestInput,
  UpdateLeaveRequestInput,
} from '@/lib/contracts/leave';
import { apiRequest } from './client';

// One function per /api/v1/leaves endpoint.
export const getLeaveTypes = () => apiRequest<LeaveType[]>('leaves/leave-types');
export const createLeaveType = (body: LeaveTypeInput) =>
  apiRequest<LeaveType>('leaves/leave-types', { method: 'POST', body });
export const updateLeaveType = (id: string, body: LeaveTypeInput) =>
  apiRequest<LeaveType>('leaves/leave-types/{type_id}', { method: 'PUT', params: { type_id: id }, body });
export const deleteLeaveType = (id: string) =>
  apiRequest<null>('leaves/leave-types/{type_id}', { method: 'DELETE', params: { type_id: id } });
export const getLeaveFilters = () => apiRequest<LeaveFilters>('leaves/leave-types/filters');

export const getLeaveRequests = (query: LeaveRequestListQuery) =>
  apiRequest<LeaveRequest[]>('leaves/requests', { query });
export const getDailyLeave = (date?: string) => apiRequest<AwayEntry[]>('leaves/daily', { query: { date } });
export const getActiveLeave = () => apiRequest<AwayEntry[]>('leaves/active');
export const getLeaveCalendar = (query: { month: string; departmentId?: string; leaveTypeId?: string }) =>
  apiRequest<LeaveCalendar>('leaves/calendar', { query });
export type DurationQuery = {
  employeeId: string;
  leaveTypeId: string;
  startDate: string;
  endDate: string;
  halfDay?: boolean;
  excludeId?: string;
};
export const getLeaveDuration = ({ halfDay, ...query }: DurationQuery) =>
  apiRequest<LeaveDuration>('leaves/duration', {
    query: { ...query, halfDay: halfDay ? 'true' : undefined },
  });
export const createLeaveRequest = (body: CreateLeaveRequestInput) =>
  apiRequest<LeaveRequest>('leaves', { method: 'POST', body });
export const updateLeaveRequest = (id: string, body: UpdateLeaveRequestInput) =>
  apiRequest<LeaveRequest>('leaves/{leave_id}', { method: 'PUT', params: { leave_id: id }, body });
export const reviewLeaveRequest = (id: string, body: ReviewLeaveRequestInput) =>
  apiRequest<LeaveRequest>('leaves/{leave_id}', { method: 'PATCH', params: { leave_id: id }, body });
export const endLeaveRequest = (id: string, endDate?: string) =>
  apiRequest<LeaveRequest>('leaves/{leave_id}', {
    method: 'DELETE',
    params: { leave_id: id },
    query: { endDate },
  });

export const getLeaveBalances = (employeeId: string) =>
  apiRequest<LeaveBalance[]>('leaves/balances', { query: { employeeId } });
export const adjustLeaveBalance = (body: AdjustmentInput) =>
  apiRequest<LeaveBalance>('leaves/balances/adjustments', { method: 'POST', body });

export const getHolidays = (year: number) => apiRequest<Holiday[]>('leaves/holidays', { query: { year } });
export const addHoliday = (body: HolidayInput) =>
  apiRequest<Holiday[]>('leaves/holidays', { method: 'POST', body });
export const removeHoliday = (date: string) =>
  apiRequest<Holiday[]>('leaves/holidays/{date}', { method: 'DELETE', params: { date } });
