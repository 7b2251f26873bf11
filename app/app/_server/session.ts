import 'server-only';
import { redirect } from 'next/navigation';
import { cache } from 'react';
import { hasErrorCode } from '@/lib/api/client';
import { isConsultantRole } from '@/lib/navigation/guards';
import { meQuery } from '@/lib/queries/account';
import { subscriptionQuery } from '@/lib/queries/billing';
import { consultantOrganizationsQuery } from '@/lib/queries/consultants-organizations';
import { notificationsQuery } from '@/lib/queries/notifications';
import { getServerQueryClient } from '@/lib/queries/query-client';
import { installServerTransport } from '@/server/boot/in-process';

installServerTransport();

/**
 * The signed-in user, their organisation and its subscription, read once per page request on the server
 * (in-process, through the API's own session check) into the request's query client, so the shell and the
 * page render with them and the browser does not ask again. A session revoked since middleware looked goes
 * back to sign-in.
 */
export const loadSession = cache(async () => {
  const qc = getServerQueryClient();
  try {
    const me = await qc.fetchQuery(meQuery);
    const orgId = me.currentUserRole?.organization?.id ?? null;
    // The header's bell reads the user's notifications on every signed-in screen: fetched here with the
    // rest, the browser neither asks for them after load nor re-renders the header when they arrive.
    // A consultant's header switcher (and, with no client chosen, "Choose a client") lists the clients.
    const consultant = isConsultantRole(me.userRoles.map((r) => r.name));
    await Promise.all([
      orgId ? qc.prefetchQuery(subscriptionQuery(orgId)) : null,
      consultant ? qc.prefetchQuery(consultantOrganizationsQuery) : null,
      qc.prefetchQuery(notificationsQuery),
    ]);
    return { me, orgId, queryClient: qc };
  } catch (error) {
    if (hasErrorCode(error, 'UNAUTHENTICATED')) redirect('/');
    throw error;
  }
});
