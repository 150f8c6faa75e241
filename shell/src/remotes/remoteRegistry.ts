import { registerRemotes } from '@module-federation/enhanced/runtime';
import { RemoteRegistrySchema, type RemoteName, type RemoteRegistry } from 'shared-types/api';
import { API_TIMEOUT_MS, getApiBase } from 'shared-types/shell';
import { checkContracts } from './contractCheck';

/**
 * Tester override: `localStorage['mf-override:<remote name>'] = '<manifest URL>'`
 * points this browser alone at another build of one remote (a preview deploy),
 * like single-spa's import-map overrides. The CSP still decides which origins
 * may serve code.
 */
export const OVERRIDE_PREFIX = 'mf-override:';

export function applyTesterOverrides(registry: RemoteRegistry, storage: Pick<Storage, 'getItem'> | null): RemoteRegistry {
  if (!storage) return registry;
  return {
    ...registry,
    remotes: registry.remotes.map((remote) => {
      const override = storage.getItem(`${OVERRIDE_PREFIX}${remote.name}`);
      // The override's build is unknown, so is the contract it was built against.
      return override ? { name: remote.name, entry: override, version: 'override' } : remote;
    }),
  };
}

export async function fetchRemoteRegistry(fetchImpl: typeof fetch = fetch): Promise<RemoteRegistry> {
  const response = await fetchImpl(`${getApiBase()}/api/mf/remotes`, {
    headers: { accept: 'application/json' },
    signal: AbortSignal.timeout(API_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`The remote list could not be loaded (HTTP ${response.status}).`);
  const parsed = RemoteRegistrySchema.safeParse(await response.json());
  if (!parsed.success) throw new Error(`The remote list is malformed: ${parsed.error.issues.map((i) => i.message).join('; ')}`);
  return parsed.data;
}

function safeLocalStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export interface Registration {
  /** The remotes registered with the federation runtime. */
  registry: RemoteRegistry;
  /** Remotes built against another major of the shell contract: never registered, with the reason. */
  refused: ReadonlyMap<RemoteName, string>;
}

let registry: Promise<Registration> | null = null;
const watchers = new Set<(registration: Registration) => void>();

/**
 * Tells `watcher` of each registration (once per page view, or again after a failed fetch's retry):
 * the shell's bootstrap learns from it which research answer the company-details remote reads.
 */
export function whenRemotesRegistered(watcher: (registration: Registration) => void): () => void {
  watchers.add(watcher);
  return () => watchers.delete(watcher);
}

/**
 * Fetches the remote list once per page view and registers the remotes whose
 * shell-contract major matches, so an incompatible remote's code is never
 * fetched. A failed fetch is forgotten so that Retry tries again.
 */
export function ensureRemotesRegistered(): Promise<Registration> {
  registry ??= fetchRemoteRegistry()
    .then((list) => {
      const withOverrides = applyTesterOverrides(list, safeLocalStorage());
      const { compatible, refused } = checkContracts(withOverrides.remotes);
      for (const message of refused.values()) console.error(`[remote contract] ${message}`);
      registerRemotes(compatible.map((remote) => ({ name: remote.name, entry: new URL(remote.entry, window.location.href).href })));
      const registration = { registry: { ...withOverrides, remotes: compatible }, refused };
      for (const watcher of watchers) watcher(registration);
      return registration;
    })
    .catch((error: unknown) => {
      registry = null;
      throw error;
    });
  return registry;
}

/** Forgets a failed remote so the next load fetches its manifest and entry again. */
export async function resetRemote(name: RemoteName): Promise<void> {
  const { registry: list } = await ensureRemotesRegistered();
  const remote = list.remotes.find((r) => r.name === name);
  if (remote) registerRemotes([{ name: remote.name, entry: new URL(remote.entry, window.location.href).href }], { force: true });
}

/** For tests: start from a clean slate. */
export function resetRemoteRegistryForTests(): void {
  registry = null;
}
