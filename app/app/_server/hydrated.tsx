import 'server-only';
import { dehydrate, HydrationBoundary, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { loadSession } from './session';

type Session = Awaited<ReturnType<typeof loadSession>>;

/**
 * How a signed-in screen loads its first data (README, "Where things live"): the page names the queries its
 * first view needs, they run here on the server (in-process, as the user) under the same keys the client
 * components use, and the screen renders with them in the first HTML. A query the user may not run (403)
 * is simply left out: dehydration keeps successful queries only, and the client shows its own state.
 */
export async function Hydrated({
  prefetch,
  children,
}: {
  prefetch: (queryClient: QueryClient, session: Session & { orgId: string }) => Promise<unknown>[];
  children: ReactNode;
}) {
  const session = await loadSession();
  if (session.orgId) await Promise.all(prefetch(session.queryClient, { ...session, orgId: session.orgId }));
  return <HydrationBoundary state={dehydrate(session.queryClient)}>{children}</HydrationBoundary>;
}
