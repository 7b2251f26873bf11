// Opens and migrates the database when the server starts, so the first request does not pay for it.
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    // Rate limits key on the real client address: stamp each request with its TCP peer before Next sees it.
    const { installPeerAddressHook } = await import('./server/http/client-address');
    installPeerAddressHook();
    // TRACE and other methods no route has: 405 with Allow (Next.js would answer 400 or 500).
    const { installMethodGuard } = await import('./server/http/method-guard');
    installMethodGuard();
    const { getApp } = await import('./server/boot/app');
    await getApp();
    // Background jobs run in the server process too (the only choice on PGlite); JOBS_DISABLED=true leaves them
    // to `npm run worker` processes. Not awaited: a slow queue start must not hold up serving.
    if (process.env.JOBS_DISABLED !== 'true') {
      const { startJobRunner } = await import('./server/boot/job-runner');
      startJobRunner().catch((e) => console.error('[jobs] could not start', e));
    }
  }
}
