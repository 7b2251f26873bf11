// Opens and migrates the database when the server starts, so the first request does not pay for it.
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    // OpenTelemetry only when a collector is named (README "Tracing and metrics"): otherwise none of it loads.
    if (process.env.OTEL_EXPORTER_OTLP_ENDPOINT) {
      const { startTelemetry } = await import('./server/telemetry/sdk');
      startTelemetry({ defaultServiceName: 'paygrid-web' });
    }
    // Rate limits key on the real client address: stamp each request with its TCP peer before Next sees it.
    const { installPeerAddressHook } = await import('./server/http/client-address');
    installPeerAddressHook();
    // TRACE and other methods no route has: 405 with Allow (Next.js would answer 400 or 500).
    const { installMethodGuard } = await import('./server/http/method-guard');
    installMethodGuard();
    // `npm start` sets NEXT_MANUAL_SIG_HANDLE=true: Next.js then leaves SIGTERM to us instead of exiting at once
    // with requests in flight. We drain: ready → 503, in-flight requests answered, pool closed, exit 0.
    if (process.env.NEXT_MANUAL_SIG_HANDLE === 'true') {
      const { drainServer, onShutdownSignal } = await import('./server/boot/shutdown');
      onShutdownSignal(() => drainServer());
    }
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
