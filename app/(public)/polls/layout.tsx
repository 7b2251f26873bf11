import type { ReactNode } from 'react';

/** The poll layout (spec §2): the public card, narrow and phone-first; the suggestion box shares it. */
export default function PollLayout({ children }: { children: ReactNode }) {
  return <div className="mx-auto w-full max-w-md">{children}</div>;
}
