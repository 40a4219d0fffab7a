import pino, { type DestinationStream, type Logger, type LoggerOptions } from 'pino';
import { REDACT_PATHS, REDACTED, redactDeep, redactText, redactUrl } from './logRedaction';

interface RequestLike {
  method?: string;
  url?: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/**
 * The process logger: JSON lines, with secrets and personal data taken out of request URLs, errors, messages and
 * the object keys the code logs (see logRedaction.ts). Fastify uses its serializers for request logs.
 */
export function createLogger(options: { level: string; version: string }, destination?: DestinationStream): Logger {
  const settings: LoggerOptions = {
    level: options.level,
    base: { service: 'innerscope', version: options.version },
    redact: { paths: REDACT_PATHS, censor: REDACTED },
    serializers: {
      req: (req: RequestLike) => ({
        method: req.method,
        url: req.url === undefined ? undefined : redactUrl(req.url),
        host: req.host,
        remoteAddress: req.ip,
        remotePort: req.socket?.remotePort,
      }),
      err: (err: Error) => redactDeep(pino.stdSerializers.err(err)),
    },
    hooks: {
      logMethod(args, method) {
        // Messages are built by code, sometimes with values in them: a last pass over every string argument.
        const safe = args.map((a: unknown) => (typeof a === 'string' ? redactText(a) : a)) as Parameters<typeof method>;
        method.apply(this, safe);
      },
    },
  };
  return destination ? pino(settings, destination) : pino(settings);
}
