import { statSync } from 'node:fs';
import path from 'node:path';
import * as z from 'zod';
import { ConfigError, describeIssues } from './configError';

/** The repo root: this file lives in api/src/config. */
export const REPO_ROOT = path.resolve(__dirname, '../../..');

const PORT_MESSAGE = 'must be a whole number from 0 to 65535 (0 picks a free port)';
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

// An empty variable (PORT= in a compose file) means "not set".
const optionalText = z.preprocess((value) => (value === '' ? undefined : value), z.optional(z.string().trim().min(1)));

const EnvSchema = z.object({
  PORT: z.preprocess(
    (value) => (value === '' || value === undefined ? '3000' : value),
    z
      .string()
      .regex(/^\d{1,5}$/, PORT_MESSAGE)
      .transform(Number)
      .refine((port) => port <= 65535, PORT_MESSAGE),
  ),
  HOST: optionalText,
  NODE_ENV: z.preprocess(
    (value) => (value === '' || value === undefined ? 'development' : value),
    z.enum(['development', 'production', 'test']),
  ),
  LOG_LEVEL: z.preprocess((value) => (value === '' || value === undefined ? 'info' : value), z.enum(LOG_LEVELS)),
  STATIC_ROOT: optionalText,
  MF_REMOTES: optionalText,
  MF_REMOTES_FILE: optionalText,
  MF_ENVIRONMENT: z.preprocess((value) => (value === '' || value === undefined ? 'embedded' : value), z.string().trim().min(1)),
  CORS_ORIGINS: optionalText,
});

export type LogLevel = (typeof LOG_LEVELS)[number];

export interface AppConfig {
  port: number;
  /** undefined: listen on every interface, so both localhost and 127.0.0.1 work. */
  host: string | undefined;
  nodeEnv: 'development' | 'production' | 'test';
  logLevel: LogLevel;
  /** Folder holding shell/dist and remotes/<folder>/dist. */
  staticRoot: string;
  /** Raw JSON from MF_REMOTES; wins over mfRemotesFile. */
  mfRemotesJson: string | undefined;
  /** Absolute path from MF_REMOTES_FILE. */
  mfRemotesFile: string | undefined;
  mfEnvironment: string;
  /** Exact origins allowed to fetch /remotes/* from another origin. */
  corsOrigins: readonly string[];
}

/** Reads and validates the environment once, at start-up. Throws ConfigError naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd: string = process.cwd()): AppConfig {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(`Invalid environment: ${describeIssues(parsed.error.issues)}`);
  }
  const vars = parsed.data;
  const staticRoot = vars.STATIC_ROOT === undefined ? REPO_ROOT : path.resolve(cwd, vars.STATIC_ROOT);
  if (vars.STATIC_ROOT !== undefined && !isDirectory(staticRoot)) {
    throw new ConfigError(`Invalid environment: STATIC_ROOT: ${staticRoot} is not a directory`);
  }
  return {
    port: vars.PORT,
    host: vars.HOST,
    nodeEnv: vars.NODE_ENV,
    logLevel: vars.LOG_LEVEL,
    staticRoot,
    mfRemotesJson: vars.MF_REMOTES,
    mfRemotesFile: vars.MF_REMOTES_FILE === undefined ? undefined : path.resolve(cwd, vars.MF_REMOTES_FILE),
    mfEnvironment: vars.MF_ENVIRONMENT,
    corsOrigins: parseOrigins(vars.CORS_ORIGINS),
  };
}

/** "http://a.test, https://b.test:8443" → exact origins. Never a wildcard: we only echo listed origins. */
function parseOrigins(list: string | undefined): string[] {
  if (list === undefined) return [];
  return list
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '')
    .map((item) => {
      const origin = originOf(item);
      if (origin === undefined || origin !== item.replace(/\/$/, '')) {
        throw new ConfigError(
          `Invalid environment: CORS_ORIGINS: ${JSON.stringify(item)} is not an origin (expected scheme://host[:port], no path, no wildcard)`,
        );
      }
      return origin;
    });
}

function originOf(value: string): string | undefined {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

function isDirectory(dir: string): boolean {
  try {
    return statSync(dir).isDirectory();
  } catch {
    return false;
  }
}
