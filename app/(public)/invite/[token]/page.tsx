import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AcceptInvitation } from '@/components/team/accept-invitation';

type Props = { params: Promise<{ token: string }> };

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('invite'))('metaTitle') };
}

export default async function InvitePage({ params }: Props) {
  return <AcceptInvitation token={(await params).token} />;
}
