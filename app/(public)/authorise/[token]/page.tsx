import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AuthoriseRun } from '@/components/chat/authorise-run';

type Props = { params: Promise<{ token: string }> };

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('chat.authorise'))('title') };
}

export default async function AuthorisePage({ params }: Props) {
  return <AuthoriseRun token={(await params).token} />;
}
