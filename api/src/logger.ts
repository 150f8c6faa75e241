import pino, { type Logger } from 'pino';
import { type LogLevel } from './config/loadConfig';

export type { Logger };

/** JSON lines on stdout; the request logger adds header redaction on top. */
export function createLogger(level: LogLevel): Logger {
  return pino({ level, base: { service: 'conviction-api' } });
}
