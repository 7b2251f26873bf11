import 'server-only';
import {
  context,
  isSpanContextValid,
  SpanKind,
  SpanStatusCode,
  trace,
  type Attributes,
  type Span,
} from '@opentelemetry/api';
import type { Telemetry } from './hooks';
import type { Instruments } from './metrics';

/** The tracer's name in every backend: one instrumentation scope for all of Paygrid's own spans. */
export const TRACER_NAME = 'paygrid';

/**
 * Marks a span failed. Only the error's class goes on it, never its message: messages can quote input (an
 * email that failed validation, a provider's answer naming an account holder).
 */
function fail(span: Span, error: unknown) {
  const kind = error instanceof Error ? error.name : typeof error;
  span.setStatus({ code: SpanStatusCode.ERROR, message: kind });
  span.setAttribute('error.type', kind);
}

/** A string attribute only when the value is a non-empty string (c.get() of an unset variable is undefined). */
const stringAttr = (key: string, value: unknown): Attributes =>
  typeof value === 'string' && value ? { [key]: value } : {};

/** The first keyword of a statement, for the span name (`SELECT`, `INSERT`, `BEGIN` …). */
const operationOf = (statement: string) => /^\s*([A-Za-z]+)/.exec(statement)?.[1]?.toUpperCase() ?? 'SQL';

/**
 * The implementation the hooks call once the SDK is started. Attributes are ids, names of routes, queues and
 * methods, statuses and statement texts: never a body, a query-string value, a user's email or name.
 */
export function createTelemetry(instruments: Instruments): Telemetry {
  const tracer = trace.getTracer(TRACER_NAME);

  async function inSpan<T>(span: Span, run: () => Promise<T>): Promise<T> {
    try {
      return await context.with(trace.setSpan(context.active(), span), run);
    } catch (error) {
      fail(span, error);
      throw error;
    } finally {
      span.end();
    }
  }

  return {
    async request(c, next, nameOf) {
      const method = c.req.method;
      const span = tracer.startSpan(method, {
        kind: SpanKind.SERVER,
        attributes: { 'http.request.method': method },
      });
      const started = performance.now();
      let threw = false;
      try {
        await context.with(trace.setSpan(context.active(), span), next);
      } catch (error) {
        threw = true;
        fail(span, error);
        throw error;
      } finally {
        const route = nameOf(c);
        const status = threw ? 500 : c.res.status;
        span.updateName(`${method} ${route}`);
        span.setAttributes({
          'http.route': route,
          'http.response.status_code': status,
          ...stringAttr('paygrid.request_id', c.get('requestId')),
          ...stringAttr('paygrid.organization_id', c.get('organizationId')),
        });
        if (status >= 500 && !threw) span.setStatus({ code: SpanStatusCode.ERROR });
        span.end();
        instruments.requestDuration.record((performance.now() - started) / 1000, {
          'http.request.method': method,
          'http.route': route,
          'http.response.status_code': status,
        });
      }
    },

    startSql(statement) {
      // SQL outside a request or a job (pg-boss's polling, the metrics' own gauges) makes no trace of its own
      const parent = trace.getSpan(context.active());
      if (!parent) return null;
      const operation = operationOf(statement);
      const span = tracer.startSpan(operation, {
        kind: SpanKind.CLIENT,
        attributes: {
          'db.system.name': 'postgresql',
          'db.operation.name': operation,
          'db.query.text': statement,
        },
      });
      return (error) => {
        if (error) fail(span, error);
        span.end();
      };
    },

    async job(queue, attempt, run) {
      const span = tracer.startSpan(`job ${queue}`, {
        root: true,
        kind: SpanKind.CONSUMER,
        attributes: {
          'messaging.system': 'pg-boss',
          'messaging.destination.name': queue,
          'paygrid.job.attempt': attempt,
        },
      });
      const started = performance.now();
      let outcome = 'completed';
      try {
        return await inSpan(span, run);
      } catch (error) {
        outcome = 'failed';
        instruments.jobFailures.add(1, { 'paygrid.job.queue': queue });
        throw error;
      } finally {
        instruments.jobDuration.record((performance.now() - started) / 1000, {
          'paygrid.job.queue': queue,
          'paygrid.job.outcome': outcome,
        });
      }
    },

    providerCall(provider, method, run) {
      const span = tracer.startSpan(`payments.${method}`, {
        kind: SpanKind.CLIENT,
        attributes: { 'paygrid.payments.provider': provider, 'paygrid.payments.method': method },
      });
      let result: ReturnType<typeof run>;
      try {
        result = context.with(trace.setSpan(context.active(), span), run);
      } catch (error) {
        fail(span, error);
        span.end();
        throw error;
      }
      const pending = result as unknown as Promise<unknown> | undefined;
      if (pending && typeof pending.then === 'function') {
        pending.then(
          () => span.end(),
          (error) => {
            fail(span, error);
            span.end();
          },
        );
      } else span.end();
      return result;
    },

    ledgerPosting(attributes) {
      instruments.ledgerPostings.add(1, {
        'paygrid.ledger.type': attributes.type,
        'paygrid.ledger.direction': attributes.direction,
        'paygrid.ledger.currency': attributes.currency,
      });
    },

    traceId() {
      const spanContext = trace.getSpan(context.active())?.spanContext();
      return spanContext && isSpanContextValid(spanContext) ? spanContext.traceId : undefined;
    },
  };
}
