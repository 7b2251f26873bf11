'use client';

import { createContext, useContext, type ReactNode } from 'react';

export type ErrorTexts = {
  notFoundTitle: string;
  notFoundDescription: string;
  errorTitle: string;
  errorDescription: string;
  home: string;
  retry: string;
};

const Context = createContext<ErrorTexts | null>(null);

/**
 * The root error page's texts, read on the server by the root layout. A plain context rather than next-intl's
 * client provider: the root wraps every page, and the login page must not ship a message formatter.
 */
export function ErrorTextsProvider({ texts, children }: { texts: ErrorTexts; children: ReactNode }) {
  return <Context.Provider value={texts}>{children}</Context.Provider>;
}

export function useErrorTexts(): ErrorTexts {
  const texts = useContext(Context);
  if (!texts) throw new Error('useErrorTexts outside ErrorTextsProvider');
  return texts;
}
