import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { RemittanceSettingsFrame } from '@/components/remittances/remittances-frame';
import { isRemittanceType } from '@/components/remittances/remittance-types';

type Props = { params: Promise<{ type: string }> };

// Only the five statutory types exist; anything else is a 404.
async function remittanceType(params: Props['params']) {
  const { type } = await params;
  if (!isRemittanceType(type)) notFound();
  return type;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const type = await remittanceType(params);
  const t = await getTranslations('remittances');
  return { title: t('settings.title', { name: t(`types.${type}`), type }) };
}

export default async function EmployeesRemittancesTypeSettingsPage({ params }: Props) {
  return <RemittanceSettingsFrame type={await remittanceType(params)} />;
}
