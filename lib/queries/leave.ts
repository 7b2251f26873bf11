import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import * as api from '@/lib/api/leave';
import type { LeaveRequestListQuery, LeaveTypeInput, UpdateLeaveRequestInput } from '@/lib/contracts/leave';
import { orgKey } from './keys';
import { invalidateOrgModules, useCurrentOrgId, useOrgMutation, type OrgId } from './org';

/** Keys rooted in the organisation; every leave write invalidates `all` (lists, calendar, balances). */
export const leaveKeys = {
  all: (orgId: OrgId) => orgKey(orgId, 'leave'),
  types: (orgId: OrgId) => orgKey(orgId, 'leave', 'types'),
  filters: (orgId: OrgId) => orgKey(orgId, 'leave', 'filters'),
  requests: (orgId: OrgId, query: LeaveRequestListQuery) => orgKey(orgId, 'leave', 'requests', query),
  active: (orgId: OrgId) => orgKey(orgId, 'leave', 'active'),
  calendar: (orgId: OrgId, query: { month: string; departmentId?: string; leaveTypeId?: string }) =>
    orgKey(orgId, 'leave', 'calendar', query),
  duration: (orgId: OrgId, query: api.DurationQuery) => orgKey(orgId, 'leave', 'duration', query),
  balances: (orgId: OrgId, employeeId: string) => orgKey(orgId, 'leave', 'balances', employeeId),
  holidays: (orgId: OrgId, year: number) => orgKey(orgId, 'leave', 'holidays', year),
};

export const leaveTypesQuery = (orgId: OrgId) =>
  queryOptions({
    queryKey: leaveKeys.types(orgId),
    queryFn: async () => (await api.getLeaveTypes()).data,
    enabled: Boolean(orgId),
  });
export const leaveFiltersQuery = (orgId: OrgId) =>
  queryOptions({
    queryKey: leaveKeys.filters(orgId),
    queryFn: async () => (await api.getLeaveFilters()).data,
    enabled: Boolean(orgId),
  });
export const leaveRequestsQuery = (orgId: OrgId, query: LeaveRequestListQuery) =>
  queryOptions({
    queryKey: leaveKeys.requests(orgId, query),
    queryFn: () => api.getLeaveRequests(query),
    enabled: Boolean(orgId),
    placeholderData: keepPreviousData,
  });
export const activeLeaveQuery = (orgId: OrgId) =>
  queryOptions({
    queryKey: leaveKeys.active(orgId),
    queryFn: async () => (await api.getActiveLeave()).data,
    enabled: Boolean(orgId),
  });
export const leaveCalendarQuery = (
  orgId: OrgId,
  query: { month: string; departmentId?: string; leaveTypeId?: string },
) =>
  queryOptions({
    queryKey: leaveKeys.calendar(orgId, query),
    queryFn: async () => (await api.getLeaveCalendar(query)).data,
    enabled: Boolean(orgId),
    placeholderData: keepPreviousData,
  });
export const leaveBalancesQuery = (orgId: OrgId, employeeId: string) =>
  queryOptions({
    queryKey: leaveKeys.balances(orgId, employeeId),
    queryFn: async () => (await api.getLeaveBalances(employeeId)).data,
    enabled: Boolean(orgId && employeeId),
  });
export const holidaysQuery = (orgId: OrgId, year: number) =>
  queryOptions({
    queryKey: leaveKeys.holidays(orgId, year),
    queryFn: async () => (await api.getHolidays(year)).data,
    enabled: Boolean(orgId),
  });

export const useLeaveTypes = () => useQuery(leaveTypesQuery(useCurrentOrgId()));
export const useLeaveFilters = () => useQuery(leaveFiltersQuery(useCurrentOrgId()));
export const useLeaveRequests = (query: LeaveRequestListQuery) =>
  useQuery(leaveRequestsQuery(useCurrentOrgId(), query));
export const useActiveLeave = () => useQuery(activeLeaveQuery(useCurrentOrgId()));
export const useLeaveCalendar = (query: { month: string; departmentId?: string; leaveTypeId?: string }) =>
  useQuery(leaveCalendarQuery(useCurrentOrgId(), query));
export const useLeaveBalances = (employeeId: string) =>
  useQuery(leaveBalancesQuery(useCurrentOrgId(), employeeId));
export const useHolidays = (year: number) => useQuery(holidaysQuery(useCurrentOrgId(), year));

/** The new-request dialog's live duration and balance; runs once every field it needs is filled. */
export const leaveDurationQuery = (orgId: OrgId, query: Partial<api.DurationQuery>) =>
  queryOptions({
    queryKey: leaveKeys.duration(orgId, query as api.DurationQuery),
    queryFn: async () => (await api.getLeaveDuration(query as api.DurationQuery)).data,
    enabled:
      Boolean(orgId) &&
      Boolean(
        query.employeeId &&
          query.leaveTypeId &&
          query.startDate &&
          query.endDate &&
          query.endDate >= query.startDate,
      ),
    retry: false,
  });

export const useLeaveDuration = (query: Partial<api.DurationQuery>) =>
  useQuery(leaveDurationQuery(useCurrentOrgId(), query));

const useLeaveMutation = <V, R>(mutationFn: (v: V) => Promise<R>) =>
  useOrgMutation(mutationFn, (qc, orgId) => invalidateOrgModules(qc, orgId, ['leave']));

export const useCreateLeaveTypeMutation = () => useLeaveMutation(api.createLeaveType);
export const useUpdateLeaveTypeMutation = () =>
  useLeaveMutation(({ id, ...body }: LeaveTypeInput & { id: string }) => api.updateLeaveType(id, body));
export const useDeleteLeaveTypeMutation = () => useLeaveMutation(api.deleteLeaveType);
export const useCreateLeaveRequestMutation = () => useLeaveMutation(api.createLeaveRequest);
export const useUpdateLeaveRequestMutation = () =>
  useLeaveMutation(({ id, ...body }: UpdateLeaveRequestInput & { id: string }) =>
    api.updateLeaveRequest(id, body),
  );
export const useReviewLeaveMutation = () =>
  useLeaveMutation(({ id, ...body }: { id: string; decision: 'approve' | 'decline'; comment?: string }) =>
    api.reviewLeaveRequest(id, body),
  );
export const useEndLeaveMutation = () =>
  useLeaveMutation(({ id, endDate }: { id: string; endDate?: string }) => api.endLeaveRequest(id, endDate));
export const useAdjustBalanceMutation = () => useLeaveMutation(api.adjustLeaveBalance);
export const useAddHolidayMutation = () => useLeaveMutation(api.addHoliday);
export const useRemoveHolidayMutation = () => useLeaveMutation(api.removeHoliday);
