import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** An OTLP attribute as OTLP/JSON encodes it. */
export type OtlpAttribute = { key: string; value: Record<string, unknown> };

export type OtlpSpan = {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  attributes?: OtlpAttribute[];
};

type TracesBody = {
  resourceSpans?: { resource?: { attributes?: OtlpAttribute[] }; scopeSpans?: { spans?: OtlpSpan[] }[] }[];
};
type MetricsBody = {
  resourceMetrics?: { scopeMetrics?: { metrics?: { name: string }[] }[] }[];
};

/**
 * A collector's OTLP/HTTP endpoint on a loopback port, accepting http/json: it keeps every export it is sent
 * and answers 200, as a collector would.
 */
export async function startOtlpReceiver() {
  const traces: TracesBody[] = [];
  const metrics: MetricsBody[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
      if (req.url === '/v1/traces') traces.push(body);
      if (req.url === '/v1/metrics') metrics.push(body);
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    spans: () =>
      traces
        .flatMap((t) => (t.resourceSpans ?? []).flatMap((r) => r.scopeSpans ?? []))
        .flatMap((s) => s.spans ?? []),
    serviceNames: () =>
      traces
        .flatMap((t) => t.resourceSpans ?? [])
        .flatMap((r) => r.resource?.attributes ?? [])
        .filter((a) => a.key === 'service.name')
        .map((a) => a.value.stringValue),
    metricNames: () =>
      metrics
        .flatMap((m) => m.resourceMetrics ?? [])
        .flatMap((r) => r.scopeMetrics ?? [])
        .flatMap((s) => s.metrics ?? [])
        .map((m) => m.name),
    /** Every export as sent, for the search for personal data. */
    raw: () => JSON.stringify({ traces, metrics }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A span's attribute value, whatever its OTLP/JSON type. */
export const attributeOf = (span: OtlpSpan, key: string) => {
  const value = span.attributes?.find((a) => a.key === key)?.value;
  return value ? Object.values(value)[0] : undefined;
};
