import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { OnboardingFrame } from '@/components/onboarding/onboarding-frame';
import { ScreenMessages } from '@/components/providers/client-messages';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('onboarding'))('title') };
}

export default function OnboardingPage() {
  return (
    <ScreenMessages namespaces={['files', 'kyc', 'onboarding']}>
      <OnboardingFrame />
    </ScreenMessages>
  );
}
