import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { changePassword, getCountries, getMe, updateDetails } from '@/lib/api/account';
import { COUNTRIES, EXTRA_EMPLOYEE_CURRENCY } from '@/lib/countries';

// Account data is the user's own, not an organisation's, so these keys are not org-rooted.
export const accountKeys = {
  me: ['account', 'me'] as const,
  countries: ['countries'] as const,
};

export const meQuery = queryOptions({
  queryKey: accountKeys.me,
  queryFn: async () => (await getMe()).data.user,
});

export function useMe() {
  return useQuery(meQuery);
}

export const countriesQuery = queryOptions({
  queryKey: accountKeys.countries,
  queryFn: async () => (await getCountries()).data,
  staleTime: Infinity,
  // The list ships with the app too, so the form renders at once; the API answer replaces it.
  placeholderData: COUNTRIES.map((c) => ({ ...c, currencies: [c.currency, EXTRA_EMPLOYEE_CURRENCY] })),
});

export function useCountries() {
  return useQuery(countriesQuery);
}

/**
 * PUT account/details: the answer replaces the cached user. The person's own account, not an organisation's
 * data, so these writes are keyed by the user (`accountKeys`), not through useOrgMutation.
 */
export function useUpdateDetailsMutation() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: Parameters<typeof updateDetails>[0]) => updateDetails(v),
    onSuccess: ({ data }) => qc.setQueryData(accountKeys.me, data),
  });
}

/** PATCH account/change-password: nothing cached changes. */
export function useChangePasswordMutation() {
  return useMutation({ mutationFn: (v: Parameters<typeof changePassword>[0]) => changePassword(v) });
}
