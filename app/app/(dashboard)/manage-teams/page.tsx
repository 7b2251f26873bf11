import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ManageTeamsFrame } from '@/components/consultants/manage-teams-frame';
import { ScreenMessages } from '@/components/providers/client-messages';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('manage-teams'))('title') };
}

export default function ManageTeamsPage() {
  return (
    <ScreenMessages namespaces={['manage-teams', 'team.permissions']}>
      <ManageTeamsFrame />
    </ScreenMessages>
  );
}
