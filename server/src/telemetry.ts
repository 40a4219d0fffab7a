import { register } from 'node:module';

/** Stops tracing and sends what is left; resolves at once when tracing is off. */
export type StopTelemetry = () => Promise<void>;

/** Whether traces are exported: only when an OTLP endpoint is configured. */
export const tracingEnabled = (env: NodeJS.ProcessEnv = process.env): boolean =>
  Boolean(env.OTEL_EXPORTER_OTLP_ENDPOINT || env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT);

/**
 * OpenTelemetry traces (HTTP and Fastify spans) sent over OTLP when `OTEL_EXPORTER_OTLP_ENDPOINT` is set; the
 * exporter's other `OTEL_*` variables apply as usual. Off otherwise: nothing is loaded or patched. It must run
 * before the app's modules load, so the instrumentations can hook them.
 */
export async function startTelemetry(env: NodeJS.ProcessEnv = process.env): Promise<StopTelemetry | null> {
  if (!tracingEnabled(env)) return null;
  // ES modules are hooked through the loader; CommonJS ones (Fastify) through require.
  register('@opentelemetry/instrumentation/hook.mjs', import.meta.url);
  const [{ NodeSDK }, { HttpInstrumentation }, { FastifyInstrumentation }] = await Promise.all([
    import('@opentelemetry/sdk-node'),
    import('@opentelemetry/instrumentation-http'),
    import('@opentelemetry/instrumentation-fastify'),
  ]);
  // Traces only: the figures are Prometheus's (/metrics), the logs pino's.
  process.env.OTEL_METRICS_EXPORTER ??= 'none';
  process.env.OTEL_LOGS_EXPORTER ??= 'none';
  const sdk = new NodeSDK({
    serviceName: env.OTEL_SERVICE_NAME || 'innerscope',
    instrumentations: [
      // Probes and scrapes would be most of the traces and say nothing.
      new HttpInstrumentation({ ignoreIncomingRequestHook: (req) => /^\/(healthz|readyz|metrics)\b/.test(req.url ?? '') }),
      new FastifyInstrumentation(),
    ],
  });
  sdk.start();
  return () => sdk.shutdown();
}
