import { trace } from '@opentelemetry/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentsProvider } from '@/server/payments-provider';
import { enqueue } from '@/server/queue/enqueue';
import { createEmployer } from '@/server/seed/factories';
import { traceLogFields } from '@/server/telemetry/hooks';
import { traceProvider } from '@/server/telemetry/provider';
import { startTelemetry, stopTelemetry } from '@/server/telemetry/sdk';
import { signIn } from '../helpers/accounts';
import { api, getHarness, uniqueEmail } from '../helpers/app';
import { drain } from '../jobs/harness';
import { attributeOf, startOtlpReceiver, type OtlpSpan } from './otlp-receiver';

/**
 * Issue 34: with OTEL_EXPORTER_OTLP_ENDPOINT set, an API call and a job reach a collector as spans (route
 * templates as names, SQL under the request, no personal data), with the metrics beside them. The receiver is
 * a loopback OTLP/HTTP endpoint speaking http/json; the SDK is shut down and unregistered after the file, since
 * server test files share a worker.
 */
const OTEL_ENV = ['OTEL_EXPORTER_OTLP_ENDPOINT', 'OTEL_EXPORTER_OTLP_PROTOCOL', 'OTEL_SERVICE_NAME'] as const;
const savedEnv = Object.fromEntries(OTEL_ENV.map((k) => [k, process.env[k]]));

let receiver: Awaited<ReturnType<typeof startOtlpReceiver>>;
let spans: OtlpSpan[] = [];
const tag = crypto.randomUUID().slice(0, 8);
const person = { email: uniqueEmail('otel'), firstName: `Zainab${tag}`, lastName: `Okafor${tag}` };
let organizationId = '';
let logTraceId: string | undefined;
let activeTraceId = '';

// the worker's shared database first, on its own budget (opening it is most of this file's time)
beforeAll(() => getHarness(), 30_000);

beforeAll(async () => {
  receiver = await startOtlpReceiver();
  process.env.OTEL_EXPORTER_OTLP_ENDPOINT = receiver.url;
  process.env.OTEL_EXPORTER_OTLP_PROTOCOL = 'http/json';
  delete process.env.OTEL_SERVICE_NAME;
  const { handle } = await getHarness();
  startTelemetry({ defaultServiceName: 'paygrid-web', readDb: async () => handle.db });

  const employer = await createEmployer(handle.db, person);
  organizationId = employer.organization.id;
  const { token } = await signIn(person.email, employer.password);
  const list = await api(`/employees?search=${encodeURIComponent(person.lastName)}`, { token });
  expect(list.status).toBe(200);
  const one = await api(`/employees/${crypto.randomUUID()}`, { token });
  expect(one.status).toBe(404);
  // a path no route has is not copied into the span name: it could hold anything
  expect((await api(`/no-such-route/${encodeURIComponent(person.email)}`, { token })).status).toBe(404);

  await enqueue(handle.db, 'payouts.sweep', { olderThanSeconds: 30 });
  await drain();

  // a provider call and a log line inside a span of their own
  const fake = {
    name: 'fake',
    listBanks: async () => [{ code: '058', name: 'GTBank' }],
  } as unknown as PaymentsProvider;
  await trace.getTracer('otlp-test').startActiveSpan('provider caller', async (span) => {
    activeTraceId = span.spanContext().traceId;
    logTraceId = traceLogFields().trace_id;
    await traceProvider(fake).listBanks('NG');
    span.end();
  });

  await stopTelemetry(); // flushes spans and metrics to the receiver
  spans = receiver.spans();
}, 30_000);

afterAll(async () => {
  await stopTelemetry();
  for (const key of OTEL_ENV) {
    if (savedEnv[key] === undefined) delete process.env[key];
    else process.env[key] = savedEnv[key];
  }
  await receiver?.close();
});

const named = (name: string) => spans.filter((s) => s.name === name);
const childrenOf = (parent: OtlpSpan) => spans.filter((s) => s.parentSpanId === parent.spanId);

describe('[TELEMETRY] OpenTelemetry over OTLP', () => {
  it('names request spans by route template, with the organisation and request ids', () => {
    const [list] = named('GET /api/v1/employees');
    expect(list).toBeDefined();
    expect(attributeOf(list!, 'paygrid.organization_id')).toBe(organizationId);
    expect(attributeOf(list!, 'paygrid.request_id')).toEqual(expect.any(String));
    expect(attributeOf(list!, 'http.response.status_code')).toBe(200);
    const [one] = named('GET /api/v1/employees/{employee_id}');
    expect(attributeOf(one!, 'http.response.status_code')).toBe(404);
    expect(named('POST /api/v1/account/employer/login')).toHaveLength(1);
    expect(named('GET /api/v1/{unmatched}')).toHaveLength(1);
    expect(receiver.serviceNames()).toContain('paygrid-web');
  });

  it('puts every SQL statement of a request under the request span, without values', () => {
    const [list] = named('GET /api/v1/employees');
    const sqlSpans = childrenOf(list!).filter((s) => attributeOf(s, 'db.query.text'));
    expect(sqlSpans.length).toBeGreaterThan(0);
    expect(sqlSpans.every((s) => s.traceId === list!.traceId)).toBe(true);
    const statements = sqlSpans.map((s) => String(attributeOf(s, 'db.query.text')));
    expect(statements.some((q) => /\$1/.test(q))).toBe(true);
    // no SQL span without a parent: pg-boss's polling and the gauges' own reads make no traces
    expect(spans.filter((s) => attributeOf(s, 'db.query.text') && !s.parentSpanId)).toEqual([]);
  });

  it('traces a job with its queue and attempt, its SQL beneath it', () => {
    const [job] = named('job payouts.sweep');
    expect(job).toBeDefined();
    expect(job!.parentSpanId ?? '').toBe('');
    expect(attributeOf(job!, 'messaging.destination.name')).toBe('payouts.sweep');
    expect(attributeOf(job!, 'paygrid.job.attempt')).toBe(1);
    expect(childrenOf(job!).some((s) => attributeOf(s, 'db.query.text'))).toBe(true);
  });

  it('traces a payments-provider call and puts the trace id on log lines', () => {
    const [call] = named('payments.listBanks');
    expect(attributeOf(call!, 'paygrid.payments.provider')).toBe('fake');
    expect(call!.traceId).toBe(activeTraceId);
    expect(logTraceId).toBe(activeTraceId);
  });

  it('exports the request and job metrics', () => {
    const names = receiver.metricNames();
    expect(names).toEqual(
      expect.arrayContaining(['http.server.request.duration', 'paygrid.job.duration', 'paygrid.queue.depth']),
    );
  });

  it('sends no personal data: not the user’s email, names or password, nor the query string', () => {
    const sent = receiver.raw();
    for (const secret of [person.email, person.firstName, person.lastName, 'Paygrid#2026'])
      expect(sent).not.toContain(secret);
  });

  it('leaves the default path untouched once stopped', () => {
    expect(traceLogFields()).toEqual({});
  });
});
