/**
 * Runs `fn` over `items` with at most `limit` calls in flight, answers in the items' order (a concurrency
 * cap for calls to a provider: enough lanes to hide its latency, few enough not to be rate-limited).
 */
export async function inParallel<T, R>(items: T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    for (let i = next++; i < items.length; i = next++) out[i] = await fn(items[i]!);
  });
  await Promise.all(lanes);
  return out;
}
