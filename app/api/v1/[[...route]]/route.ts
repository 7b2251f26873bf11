import { getApp } from '@/server/boot/app';

// The only route handler: every /api/v1 request goes to the Hono app (server/wiring/app.ts, built by server/boot/app.ts).
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

async function handler(request: Request): Promise<Response> {
  const app = await getApp();
  return app.fetch(request);
}

export {
  handler as DELETE,
  handler as GET,
  handler as OPTIONS,
  handler as PATCH,
  handler as POST,
  handler as PUT,
};
