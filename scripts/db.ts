// npm run db:migrate | db:seed | db:reset — on DATABASE_URL, else the embedded PGlite in .data/pglite.
import fs from 'node:fs';
import { openConfiguredDb } from '@/server/boot/database';
import { defaultPgliteDir } from '@/server/db/client';
import { seedDemoIfEmpty } from '@/server/seed/demo';

async function main(command: string | undefined) {
  if (command === 'reset') {
    if (process.env.DATABASE_URL) {
      const { db, close } = await openConfiguredDb();
      const { sql } = await import('drizzle-orm');
      await db.execute(
        sql`drop schema public cascade; create schema public; drop schema if exists drizzle cascade;`,
      );
      await close();
    } else {
      fs.rmSync(defaultPgliteDir(), { recursive: true, force: true });
    }
  }
  const { db, close } = await openConfiguredDb(); // opening applies the migrations
  if (command === 'seed' || command === 'reset') {
    console.log((await seedDemoIfEmpty(db)) ? 'Seeded the demo data.' : 'Database not empty: seed skipped.');
  } else {
    console.log('Migrations applied.');
  }
  await close();
}

main(process.argv[2]).catch((e) => {
  console.error(e);
  process.exit(1);
});
