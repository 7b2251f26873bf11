import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { listSessions, revokeOtherSessions, revokeSession } from '@/lib/api/account-sessions';

// The person's own sessions, not an organisation's data: keyed by the account, like lib/queries/account.ts.
export const sessionKeys = { all: ['account', 'sessions'] as const };

export const sessionsQuery = queryOptions({
  queryKey: sessionKeys.all,
  queryFn: async () => (await listSessions()).data,
});

export function useSessions() {
  return useQuery(sessionsQuery);
}

/** DELETE account/sessions/{id}: that session ends; the list is read again. */
export function useRevokeSessionMutation() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => revokeSession(id),
    onSettled: () => qc.invalidateQueries({ queryKey: sessionKeys.all }),
  });
}

/** DELETE account/sessions: every session but this one ends (sign out everywhere else). */
export function useRevokeOtherSessionsMutation() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => revokeOtherSessions(),
    onSettled: () => qc.invalidateQueries({ queryKey: sessionKeys.all }),
  });
}
