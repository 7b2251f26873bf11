import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Issue 34: without OTEL_EXPORTER_OTLP_ENDPOINT no OpenTelemetry module is loaded (`npm run dev` and the tests
 * stay as fast as before). Held on the sources: only three files of server/telemetry import @opentelemetry, and
 * nothing reaches them but a dynamic import behind that variable.
 */
const ROOT = path.resolve(import.meta.dirname, '../../..');
const OTEL_FILES = ['server/telemetry/sdk.ts', 'server/telemetry/tracing.ts', 'server/telemetry/metrics.ts'];
const STARTERS = ['instrumentation.ts', 'scripts/worker.ts'];

function sources(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return sources(rel);
    return /\.(ts|tsx|mts)$/.test(entry.name) ? [rel] : [];
  });
}

const all = [
  ...['server', 'app', 'lib', 'components', 'scripts'].flatMap(sources),
  ...STARTERS,
  'middleware.ts',
];
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8');
const staticImports = (text: string) =>
  [...text.matchAll(/^\s*import\s[^;]*?from\s+'([^']+)'/gms)].map((m) => m[1]!);

describe('[TELEMETRY] the default path loads no OpenTelemetry', () => {
  it('imports @opentelemetry only in server/telemetry/{sdk,tracing,metrics}.ts', () => {
    const importers = all.filter(
      (f) => fs.existsSync(path.join(ROOT, f)) && /'@opentelemetry\//.test(read(f)),
    );
    expect(importers.sort()).toEqual([...OTEL_FILES].sort());
  });

  it('reaches those files statically only from each other', () => {
    const otelModule = /telemetry\/(sdk|tracing|metrics)$|^\.\/(sdk|tracing|metrics)$/;
    const reaching = all
      .filter((f) => !OTEL_FILES.includes(f) && fs.existsSync(path.join(ROOT, f)))
      .filter((f) => staticImports(read(f)).some((spec) => otelModule.test(spec)));
    expect(reaching).toEqual([]);
  });

  it('starts telemetry from the server and the worker behind OTEL_EXPORTER_OTLP_ENDPOINT, by dynamic import', () => {
    for (const file of STARTERS) {
      const text = read(file);
      const guard = text.indexOf('if (process.env.OTEL_EXPORTER_OTLP_ENDPOINT)');
      const load = text.search(/await import\('[^']*telemetry\/sdk'\)/);
      expect(guard, file).toBeGreaterThan(-1);
      expect(load, file).toBeGreaterThan(guard);
    }
  });
});
