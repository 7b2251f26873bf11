import type { Metadata } from 'next';
import { ApiReference } from '@/components/api-docs/api-reference';

export const metadata: Metadata = { title: 'API reference' };

export default function ApiDocsPage() {
  return (
    <main className="mx-auto max-w-5xl px-4 py-10">
      <ApiReference />
    </main>
  );
}
