import 'server-only';
import { context, metrics, propagation, trace } from '@opentelemetry/api';
import { OTLPMetricExporter as JsonMetricExporter } from '@opentelemetry/exporter-metrics-otlp-http';
import { OTLPMetricExporter as ProtoMetricExporter } from '@opentelemetry/exporter-metrics-otlp-proto';
import { OTLPTraceExporter as JsonTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { OTLPTraceExporter as ProtoTraceExporter } from '@opentelemetry/exporter-trace-otlp-proto';
import { PeriodicExportingMetricReader } from '@opentelemetry/sdk-metrics';
import { NodeSDK } from '@opentelemetry/sdk-node';
import type { Db } from '@/server/db/client';
import { processDbHandle } from '@/server/db/process-db';
import { installTelemetry } from './hooks';
import { createInstruments } from './metrics';
import { createTelemetry } from './tracing';

export type TelemetryOptions = {
  /** `paygrid-web` for the server, `paygrid-worker` for `npm run worker`; OTEL_SERVICE_NAME wins over it. */
  defaultServiceName: string;
  /** Where the gauges read from; the process's database (server/boot opens it) by default. */
  readDb?: () => Promise<Db | null>;
};

type Protocol = 'http/protobuf' | 'http/json';

/**
 * The OTLP protocol of one signal, by the standard variables: the signal's own, else OTEL_EXPORTER_OTLP_PROTOCOL,
 * else http/protobuf. We speak OTLP over HTTP only: `grpc` falls back to http/protobuf (collectors accept both
 * on their HTTP port, 4318).
 */
function protocolOf(signal: 'TRACES' | 'METRICS'): Protocol {
  const asked =
    process.env[`OTEL_EXPORTER_OTLP_${signal}_PROTOCOL`] ?? process.env.OTEL_EXPORTER_OTLP_PROTOCOL;
  if (asked === 'http/json') return 'http/json';
  if (asked && asked !== 'http/protobuf')
    console.warn(`[telemetry] OTLP protocol "${asked}" is not supported here; using http/protobuf`);
  return 'http/protobuf';
}

const holder = globalThis as unknown as { __paygridOtel?: NodeSDK };

/**
 * Starts OpenTelemetry for this process: traces and metrics exported over OTLP to OTEL_EXPORTER_OTLP_ENDPOINT
 * (the exporters read the standard variables themselves: endpoint, per-signal endpoints, headers, timeout,
 * compression). Called by instrumentation.ts and scripts/worker.ts only when that variable is set, through a
 * dynamic import, so a process without it never loads this file. Idempotent.
 */
export function startTelemetry({ defaultServiceName, readDb = processReadDb }: TelemetryOptions) {
  if (holder.__paygridOtel) return;
  const json = protocolOf('TRACES') === 'http/json';
  const metricsJson = protocolOf('METRICS') === 'http/json';
  const sdk = new NodeSDK({
    serviceName: process.env.OTEL_SERVICE_NAME || defaultServiceName,
    traceExporter: json ? new JsonTraceExporter() : new ProtoTraceExporter(),
    metricReaders: [
      new PeriodicExportingMetricReader({
        exporter: metricsJson ? new JsonMetricExporter() : new ProtoMetricExporter(),
        exportIntervalMillis: Number(process.env.OTEL_METRIC_EXPORT_INTERVAL ?? 60_000),
      }),
    ],
    // no log signal: pino writes the logs, and carries trace_id to join them to the traces
    logRecordProcessors: [],
    // no auto-instrumentation: our own spans (telemetry/tracing.ts) cover HTTP, SQL, jobs and the provider
    instrumentations: [],
  });
  sdk.start();
  holder.__paygridOtel = sdk;
  installTelemetry(createTelemetry(createInstruments(readDb)));
}

/** Flushes what is buffered, stops the SDK and unregisters it, so the process (or a test file) is as before. */
export async function stopTelemetry() {
  const sdk = holder.__paygridOtel;
  if (!sdk) return;
  holder.__paygridOtel = undefined;
  installTelemetry(undefined);
  await sdk.shutdown();
  trace.disable();
  metrics.disable();
  context.disable();
  propagation.disable();
}

async function processReadDb(): Promise<Db | null> {
  return (await processDbHandle()).db;
}
