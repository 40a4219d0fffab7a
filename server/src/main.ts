import { ConfigError, loadConfig, type Role } from './config';
import { startTelemetry } from './telemetry';

function roleFromArgs(argv: string[]): Role {
  const arg = argv.find((a) => a.startsWith('--role='))?.slice('--role='.length) ?? process.env.ROLE ?? 'all';
  if (arg !== 'web' && arg !== 'worker' && arg !== 'all') throw new ConfigError(`Unknown role "${arg}" (web, worker or all)`);
  return arg;
}

/**
 * Process entry. web: HTTP and the outbox relay. worker: job processing. all (default): both, which is how
 * the embedded default runs on one machine. With no REDIS_URL, jobs always run in the web process.
 */
async function main() {
  const config = loadConfig();
  const role = roleFromArgs(process.argv.slice(2));
  // Tracing (when configured) starts before the app's modules load, so that HTTP and Fastify are instrumented.
  const stopTelemetry = await startTelemetry();
  const [{ createRuntime }, { buildApp }, { serveWorkerMetrics }] = await Promise.all([import('./runtime'), import('./app'), import('./web/metrics')]);
  const runtime = await createRuntime(config);
  const work = role !== 'web' || runtime.jobs.driver === 'inline';
  runtime.jobs.start({ work });
  const app = role === 'worker' ? null : await buildApp(runtime);
  if (app) {
    await app.listen({ host: config.host, port: config.port });
    runtime.log.info(`Innerscope is up at ${config.publicUrl} (${runtime.db.driver}, jobs ${runtime.jobs.driver}, mail ${runtime.mail.name})`);
  } else {
    runtime.log.info({ jobs: runtime.jobs.driver }, 'worker started');
  }
  const workerMetrics = app ? null : await serveWorkerMetrics(runtime);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    runtime.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      runtime.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, config.shutdownTimeoutMs + 5_000);
    force.unref();
    try {
      await app?.close();
      await workerMetrics?.close();
      await runtime.close();
      await stopTelemetry?.();
      process.exit(0);
    } catch (err) {
      runtime.log.error({ err }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((err) => {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
