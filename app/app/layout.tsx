import type { ReactNode } from 'react';

/** Everything under /app. middleware.ts has checked the session before any of it renders. */
export default function SignedInLayout({ children }: { children: ReactNode }) {
  return <>{children}</>;
}
