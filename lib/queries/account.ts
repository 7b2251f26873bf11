import { queryOptions, useQuery } from '@tanstack/react-query';
import { getCountries, getMe } from '@/lib/api/account';
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

export function useCountries() {
  return useQuery({
    queryKey: accountKeys.countries,
    queryFn: async () => (await getCountries()).data,
    staleTime: Infinity,
    // The list ships with the app too, so the form renders at once; the API answer replaces it.
    placeholderData: COUNTRIES.map((c) => ({ ...c, currencies: [c.currency, EXTRA_EMPLOYEE_CURRENCY] })),
  });
}
