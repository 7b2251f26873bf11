import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CreatePinForm } from '@/components/chat/create-pin-form';

type Props = { params: Promise<{ token: string }> };

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('chat.createPin'))('title') };
}

export default async function CreatePinPage({ params }: Props) {
  return <CreatePinForm token={(await params).token} />;
}
