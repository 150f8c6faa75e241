import pino, { type Logger } from 'pino';
import pretty from 'pino-pretty';
import { type LogLevel } from './config/loadConfig';

export type { Logger };

/**
 * JSON lines on stdout for log collectors; readable, coloured lines when a person
 * watches a terminal (docs/deploy.md, 'What to watch'). The pretty stream is
 * synchronous, in this thread, so a crash never loses the lines before it. The
 * request logger adds header redaction on top.
 */
export function createLogger(level: LogLevel, options: { terminal?: boolean } = {}): Logger {
  const base = { level, base: { service: 'conviction-api' } };
  const terminal = options.terminal ?? process.stdout.isTTY === true;
  if (!terminal) return pino(base);
  return pino(base, pretty({ sync: true, colorize: true, translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname,service' }));
}
