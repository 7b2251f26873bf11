import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { BillingFrame } from '@/components/billing/billing-frame';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('billing'))('title') };
}

export default function BillingPage() {
  return <BillingFrame />;
}
