import type { Metadata } from 'next';
import { ApiReference, type OpenApiDocument } from '@/components/api-docs/api-reference';
import { getApp } from '@/server/boot/app';

export const metadata: Metadata = { title: 'API reference' };
// The document is read from the API at request time: the build opens no database.
export const dynamic = 'force-dynamic';

/** The API reference, public: rendered on the server from the app's own OpenAPI document (read in-process). */
export default async function ApiDocsPage() {
  const app = await getApp();
  const doc = (await (await app.request('/api/v1/openapi.json')).json()) as OpenApiDocument;
  return (
    <main className="mx-auto max-w-5xl px-4 py-10">
      <ApiReference doc={doc} />
    </main>
  );
}
