import { readFileSync, statSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { type Logger } from 'pino';
import { REMOTES, RemoteRegistrySchema, type RemoteRegistry } from 'shared-types/api';
import * as z from 'zod';
import { ConfigError, describeIssues } from './configError';
import { type AppConfig } from './loadConfig';
import { safeOriginOf } from './safeOrigin';

/** Where each remote is served from: /remotes/<last part of its folder in remotes/remotes.json>/. */
export const REMOTE_FOLDERS: readonly string[] = REMOTES.map((remote) => path.basename(remote.folder));

export interface RegistrySnapshot {
  registry: RemoteRegistry;
  /** Origins of absolute remote entries, for the shell's CSP. */
  origins: readonly string[];
}

export interface RemoteRegistrySource {
  readonly kind: 'env' | 'file' | 'default';
  current(): Promise<RegistrySnapshot>;
}

/**
 * MF_REMOTES wins, then MF_REMOTES_FILE, then the embedded remotes of remotes/remotes.json.
 * Throws ConfigError when the chosen source is unreadable or invalid, so start-up stops.
 */
export function createRemoteRegistry(config: AppConfig, logger: Logger): RemoteRegistrySource {
  if (config.mfRemotesJson !== undefined) {
    if (config.mfRemotesFile !== undefined) logger.warn('MF_REMOTES is set, so MF_REMOTES_FILE is ignored');
    return fixedSource('env', parseRegistry(config.mfRemotesJson, 'MF_REMOTES', config.mfEnvironment));
  }
  if (config.mfRemotesFile !== undefined) return fileSource(config.mfRemotesFile, config.mfEnvironment, logger);
  return fixedSource('default', defaultRegistry(config));
}

/**
 * The JSON is either the full response body ({ environment, remotes }) or just the
 * remotes array, in which case MF_ENVIRONMENT names the environment.
 */
export function parseRegistry(text: string, source: string, environment: string): RemoteRegistry {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new ConfigError(`${source} is not valid JSON: ${(error as Error).message}`);
  }
  const candidate = Array.isArray(json) ? { environment, remotes: json } : json;
  const result = RemoteRegistrySchema.safeParse(candidate);
  if (!result.success) {
    throw new ConfigError(`${source} is not a valid remote registry: ${describeIssues(result.error.issues)}`);
  }
  result.data.remotes.forEach((remote, index) => {
    if (isAbsolute(remote.entry) && safeOriginOf(remote.entry) === undefined) {
      throw new ConfigError(
        `${source} is not a valid remote registry: remotes[${index}].entry: needs a plain host name or IP (no wildcard, no credentials) because its origin goes into the CSP`,
      );
    }
  });
  return result.data;
}

const isAbsolute = (entry: string): boolean => /^https?:\/\//.test(entry);

function toSnapshot(registry: RemoteRegistry): RegistrySnapshot {
  const origins = new Set<string>();
  for (const remote of registry.remotes) {
    const origin = isAbsolute(remote.entry) ? safeOriginOf(remote.entry) : undefined;
    if (origin !== undefined) origins.add(origin);
  }
  return { registry, origins: [...origins].sort() };
}

function fixedSource(kind: 'env' | 'default', registry: RemoteRegistry): RemoteRegistrySource {
  const snapshot = toSnapshot(registry);
  return { kind, current: async () => snapshot };
}

/**
 * Re-read on change (keyed by mtime and size) so a squad can repoint a remote
 * without a restart. A broken edit is logged and the last good list stays live,
 * so a typo never takes the shell down.
 */
function fileSource(file: string, environment: string, logger: Logger): RemoteRegistrySource {
  const label = `MF_REMOTES_FILE (${file})`;
  let loadedKey: string;
  let snapshot: RegistrySnapshot;
  try {
    loadedKey = fileKey(statSync(file));
    snapshot = toSnapshot(parseRegistry(readFileSync(file, 'utf8'), label, environment));
  } catch (error) {
    if (error instanceof ConfigError) throw error;
    throw new ConfigError(`${label} cannot be read: ${(error as Error).message}`);
  }
  let failedKey: string | undefined;

  async function current(): Promise<RegistrySnapshot> {
    let key: string;
    try {
      key = fileKey(await stat(file));
    } catch (error) {
      key = `unreadable:${(error as NodeJS.ErrnoException).code ?? 'unknown'}`;
    }
    if (key === loadedKey || key === failedKey) return snapshot;
    try {
      const registry = parseRegistry(await readFile(file, 'utf8'), label, environment);
      snapshot = toSnapshot(registry);
      loadedKey = key;
      failedKey = undefined;
      logger.info({ file, remotes: registry.remotes.map((r) => r.name) }, 'Remote registry reloaded from MF_REMOTES_FILE');
    } catch (error) {
      failedKey = key; // log once per broken version of the file
      logger.error({ file, reason: (error as Error).message }, 'Remote registry file changed but is invalid; still serving the last good list');
    }
    return snapshot;
  }

  return { kind: 'file', current };
}

function fileKey(stats: { mtimeMs: number; size: number }): string {
  return `${stats.mtimeMs}:${stats.size}`;
}

const BuiltManifestSchema = z.object({
  metaData: z.object({
    buildInfo: z.object({ buildVersion: z.string().min(1) }),
    shellContractVersion: z
      .string()
      .regex(/^\d+\.\d+\.\d+$/)
      .optional(),
  }),
});

/** The remotes served by this process under /remotes/<folder>/, in remotes/remotes.json order. */
function defaultRegistry(config: AppConfig): RemoteRegistry {
  return {
    environment: config.mfEnvironment,
    remotes: REMOTES.map((remote) => {
      const folder = path.basename(remote.folder);
      const built = readBuiltVersions(path.join(config.staticRoot, 'remotes', folder, 'dist', 'mf-manifest.json'));
      return { name: remote.name, entry: `/remotes/${folder}/mf-manifest.json`, ...built };
    }),
  };
}

/**
 * The remote's package.json version and the shell-contract version it was built
 * against, as its mf-manifest.json records them; neither when it is not built.
 */
function readBuiltVersions(manifestPath: string): { version?: string; contractVersion?: string } {
  try {
    const parsed = BuiltManifestSchema.safeParse(JSON.parse(readFileSync(manifestPath, 'utf8')));
    if (!parsed.success) return {};
    const { buildInfo, shellContractVersion } = parsed.data.metaData;
    return { version: buildInfo.buildVersion, ...(shellContractVersion === undefined ? {} : { contractVersion: shellContractVersion }) };
  } catch {
    return {};
  }
}
