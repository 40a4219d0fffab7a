// Started as its own process by telemetry.test.ts: tracing on (or off), then Fastify answers one request.
import { startTelemetry } from '../src/telemetry';

const stop = await startTelemetry();
const { default: Fastify } = await import('fastify');
const app = Fastify();
app.get('/probe/:id', async () => ({ ok: true }));
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;
await fetch(`http://127.0.0.1:${port}/probe/1`);
await app.close();
await stop?.();
process.stdout.write(JSON.stringify({ tracing: stop !== null, otelApiLoaded: Symbol.for('opentelemetry.js.api.1') in globalThis }));
