import 'server-only';
import type { DbOrTx } from '@/server/db/client';
import { listWallets } from './wallet.repo';

/** Whether the organisation has opened a wallet yet: onboarding waits for one (middleware.ts's home screen). */
export async function organizationHasWallet(db: DbOrTx, organizationId: string) {
  return (await listWallets(db, organizationId)).length > 0;
}
