import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getLocale, getTranslations } from 'next-intl/server';
import { OfferView } from '@/components/hiring/careers/offer-view';
import { publicGet } from '../../_components/public-api';
import type { PublicOffer } from '@/lib/contracts/hiring';

type Props = { params: Promise<{ token: string }> };

export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('hiring.offerPage'))('metaTitle'), robots: { index: false } };
}

/** /offer/{token}: the applicant reads the offer (which marks it viewed) and accepts or declines it. */
export default async function OfferRoute({ params }: Props) {
  const { token } = await params;
  const res = await publicGet<PublicOffer>(
    `jobs/applications/offers/${encodeURIComponent(token)}/view-offer`,
  );
  if (!res.data) notFound();
  return <OfferView token={token} initial={res.data} locale={await getLocale()} />;
}
