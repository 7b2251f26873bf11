import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { WalletFrame } from '@/components/wallet/wallet-frame';
import { ScreenMessages } from '@/components/providers/client-messages';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('wallet'))('title') };
}

export default function WalletPage() {
  return (
    <ScreenMessages namespaces={['wallet']}>
      <WalletFrame />
    </ScreenMessages>
  );
}
