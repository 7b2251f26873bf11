'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { setEnrolmentRequiredHandler } from '@/lib/api/client';
import { toast } from '@/lib/toast';

export const MFA_SETUP_HREF = '/app/settings?tab=personal-info';

/**
 * Issue 33: when the organisation requires two-factor and this admin has not set it up, every organisation
 * call answers 403 MFA_ENROLMENT_REQUIRED — the app then takes them straight to the set-up (the settings
 * personal-info tab, whose own calls are the account's and still answer), saying why once.
 */
export function MfaEnrolmentRedirect() {
  const t = useTranslations('shell.mfa');
  const router = useRouter();
  useEffect(() => {
    let told = false;
    setEnrolmentRequiredHandler(() => {
      if (!told) toast.info(t('enrolRequired'));
      told = true;
      // Read at the moment of the answer (no search-params hook: the shell renders outside any Suspense).
      const { pathname, search } = window.location;
      if (`${pathname}${search}` !== MFA_SETUP_HREF) router.replace(MFA_SETUP_HREF);
    });
    return () => setEnrolmentRequiredHandler(undefined);
  }, [router, t]);
  return null;
}
