import { openPostgres } from '@/server/boot/database';

// The PostgreSQL suite shares one fresh database given by CI; migrate it once before any worker starts.
export async function setup() {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return;
  const handle = await openPostgres(url);
  await handle.close();
}
