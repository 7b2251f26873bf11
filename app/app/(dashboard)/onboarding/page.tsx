import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { OnboardingFrame } from '@/components/onboarding/onboarding-frame';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('onboarding'))('title') };
}

export default function OnboardingPage() {
  return <OnboardingFrame />;
}
