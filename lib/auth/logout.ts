import type { QueryClient } from '@tanstack/react-query';
import { logout as logoutCall } from '@/lib/api/account';
import { clearSignedIn } from '@/lib/auth/cookies';
import { useConsultantStore } from '@/lib/stores/consultant';
import { useRootStore } from '@/lib/stores/root';

/**
 * Logout (spec §4): revoke the session on the server when we still can, clear the token cookie, reset the
 * user and consultant state and the query cache, and go to the login page.
 */
export async function logout(queryClient?: QueryClient, { revoke = true } = {}) {
  if (revoke) await logoutCall().catch(() => undefined);
  clearSignedIn();
  useRootStore.getState().reset();
  useConsultantStore.getState().reset();
  queryClient?.clear();
  // A full page load, not a client navigation: nothing of the signed-out user may stay in memory.
  // eslint-disable-next-line @next/next/no-location-assign-relative-destination
  window.location.assign('/');
}
