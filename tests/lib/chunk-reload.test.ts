import { describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_GUARD_MS, isChunkLoadError, reloadForChunkError } from '@/lib/chunk-reload';

class MemoryStorage {
  private map = new Map<string, string>();
  getItem = (k: string) => this.map.get(k) ?? null;
  setItem = (k: string, v: string) => void this.map.set(k, v);
}

describe('chunk reload guard (spec §8)', () => {
  it('recognises chunk-loading errors only', () => {
    expect(isChunkLoadError({ name: 'ChunkLoadError', message: 'x' })).toBe(true);
    expect(isChunkLoadError(new Error('Loading chunk 123 failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Failed to fetch dynamically imported module: /a.js'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
  });

  it('reloads at most once per 10 seconds', () => {
    const storage = new MemoryStorage() as unknown as Storage;
    const reload = vi.fn();
    expect(reloadForChunkError(storage, reload, 1_000_000)).toBe(true);
    expect(reloadForChunkError(storage, reload, 1_000_000 + CHUNK_RELOAD_GUARD_MS - 1)).toBe(false);
    expect(reloadForChunkError(storage, reload, 1_000_000 + CHUNK_RELOAD_GUARD_MS)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
    expect(CHUNK_RELOAD_GUARD_MS).toBe(10_000);
  });
});
