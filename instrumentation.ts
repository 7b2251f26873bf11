// Opens and migrates the database when the server starts, so the first request does not pay for it.
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { getApp } = await import('./server/http/instance');
    await getApp();
  }
}
