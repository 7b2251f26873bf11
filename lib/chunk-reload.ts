/** A chunk that fails to load usually means a new deployment: reload, but at most once per 10 seconds (spec §8). */
export const CHUNK_RELOAD_GUARD_MS = 10_000;
const KEY = 'paygrid:chunk-reload-at';

export function isChunkLoadError(error: unknown): boolean {
  const e = error as { name?: string; message?: string } | null;
  return Boolean(
    e &&
      (e.name === 'ChunkLoadError' ||
        /Loading (CSS )?chunk [\w-]+ failed|Failed to fetch dynamically imported module/i.test(
          e.message ?? '',
        )),
  );
}

/** Reloads unless a reload happened within the guard window; returns whether it reloaded. */
export function reloadForChunkError(storage: Storage, reload: () => void, now = Date.now()): boolean {
  const last = Number(storage.getItem(KEY) ?? 0);
  if (now - last < CHUNK_RELOAD_GUARD_MS) return false;
  storage.setItem(KEY, String(now));
  reload();
  return true;
}
