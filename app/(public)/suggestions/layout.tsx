import type { ReactNode } from 'react';

/** The poll layout (spec §2) for the suggestion box: the public card, narrow and phone-first. */
export default function SuggestionBoxLayout({ children }: { children: ReactNode }) {
  return <div className="mx-auto w-full max-w-md">{children}</div>;
}
