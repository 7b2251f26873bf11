import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  changePassword,
  confirmTotp,
  disableTotp,
  getCountries,
  getMe,
  regenerateRecoveryCodes,
  setupTotp,
  updateDetails,
} from '@/lib/api/account';
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

/** POST account/mfa/totp/setup: a pending secret; nothing cached changes until it is confirmed. */
export function useSetupTotpMutation() {
  return useMutation({ mutationFn: (v: Parameters<typeof setupTotp>[0]) => setupTotp(v) });
}

/** POST account/mfa/totp/confirm and DELETE account/mfa/totp: the user's `mfaEnabled` changes. */
export function useConfirmTotpMutation() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: Parameters<typeof confirmTotp>[0]) => confirmTotp(v),
    onSuccess: () => qc.invalidateQueries({ queryKey: accountKeys.me }),
  });
}

/** POST account/mfa/recovery-codes: new codes shown once; nothing cached changes. */
export function useRegenerateRecoveryCodesMutation() {
  return useMutation({
    mutationFn: (v: Parameters<typeof regenerateRecoveryCodes>[0]) => regenerateRecoveryCodes(v),
  });
}

export function useDisableTotpMutation() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: Parameters<typeof disableTotp>[0]) => disableTotp(v),
    onSuccess: () => qc.invalidateQueries({ queryKey: accountKeys.me }),
  });
}
