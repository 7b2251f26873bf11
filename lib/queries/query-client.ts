import { QueryCache, QueryClient } from '@tanstack/react-query';
import { cache } from 'react';
import { isTransientError } from '@/lib/api/client';

/** The query client's defaults, the same in the browser and for server prefetching. */
export function makeQueryClient() {
  return new QueryClient({
    queryCache: new QueryCache(),
    defaultOptions: {
      queries: {
        // Data prefetched by the server stays fresh for a minute: the browser does not fetch it again at once.
        staleTime: 60_000,
        // An answer about the request (invalid, not found, not allowed) will not change on retry; network blips
        // and server failures get one more try.
        retry: (count, error) => isTransientError(error) && count < 1,
        refetchOnWindowFocus: false,
      },
    },
  });
}

/**
 * One query client per server request (React's `cache` is per request in server components): the layout and
 * the page prefetch into it, and each dehydrates what it rendered with (README, "How a screen loads its first data").
 */
export const getServerQueryClient = cache(makeQueryClient);
