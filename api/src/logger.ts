import pino, { type Logger } from 'pino';
import pretty, { type PrettyOptions } from 'pino-pretty';
import { type LogLevel } from './config/loadConfig';

export type { Logger };

export interface LoggerOptions {
  /** Readable lines instead of JSON; by default, when the destination is a terminal. */
  terminal?: boolean;
  /** Where lines go; standard output unless a test says otherwise. */
  destination?: NodeJS.WritableStream & { isTTY?: boolean };
}

/** A request line says what was asked and answered (pino-http's own message is only 'request completed'). */
function terminalMessage(log: Record<string, unknown>, messageKey: string): string {
  const message = String(log[messageKey] ?? '');
  const req = log['req'] as { method?: unknown; url?: unknown } | undefined;
  if (typeof req?.method !== 'string' || typeof req.url !== 'string') return message;
  const res = log['res'] as { statusCode?: unknown } | undefined;
  const time = typeof log['responseTime'] === 'number' ? ` in ${log['responseTime']} ms` : '';
  return `${req.method} ${req.url} ${String(res?.statusCode ?? '')}${time}`;
}

/**
 * JSON lines for log collectors (piped, systemd, a container); readable lines when
 * a person watches a terminal (docs/deploy.md, 'What to watch'). On a terminal an
 * info line is its time, level and message only, so `npm start` reads as a short
 * list ending with 'Conviction is running at …'; warnings and errors keep their
 * fields (an error's stack included), because that is where they say what is
 * wrong. Every field is always in the JSON. The pretty streams are synchronous, in
 * this thread, so a crash never loses the lines before it. The request logger adds
 * header redaction on top.
 */
export function createLogger(level: LogLevel, options: LoggerOptions = {}): Logger {
  const base = { level, base: { service: 'conviction-api' } };
  const { destination } = options;
  const terminal = options.terminal ?? (destination ?? process.stdout).isTTY === true;
  // Without a destination both write to file descriptor 1 synchronously, as pino does by default.
  if (!terminal) return destination ? pino(base, destination) : pino(base);
  const common: PrettyOptions = {
    ...(destination ? { destination } : {}),
    sync: true,
    translateTime: 'SYS:HH:MM:ss.l',
    ignore: 'pid,hostname,service',
    messageFormat: terminalMessage,
  };
  const brief = pretty({ ...common, hideObject: true });
  const detailed = pretty(common);
  // dedupe: each line goes only to the stream of the highest level it reaches.
  return pino(
    base,
    pino.multistream(
      [
        { level: 'trace', stream: brief },
        { level: 'warn', stream: detailed },
      ],
      { dedupe: true },
    ),
  );
}
