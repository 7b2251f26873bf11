import { seedDemo } from '@/server/seed/demo';
import { getHarness } from './app';

const holder = globalThis as unknown as { __paygridDemoSeeded?: Promise<void> };

/**
 * Seeds the demo once per test worker: files in a worker share one database (the demo's logins are unique),
 * so every module's demo-seed test calls this instead of seeding again.
 */
export function ensureDemoSeeded(): Promise<void> {
  holder.__paygridDemoSeeded ??= getHarness().then(({ deps }) => seedDemo(deps.db));
  return holder.__paygridDemoSeeded;
}
