import { loadRemote } from '@module-federation/enhanced/runtime';
import { type RemoteName } from 'shared-types/api';
import { remoteModule, type RemoteComponentModule } from 'shared-types/shell';
import { ensureRemotesRegistered } from './remoteRegistry';

/** A remote that has not answered by then is treated as down (its slot offers Retry). */
export const REMOTE_LOAD_TIMEOUT_MS = 10_000;

export class RemoteUnavailableError extends Error {
  constructor(
    readonly remote: RemoteName,
    message: string,
  ) {
    super(message);
    this.name = 'RemoteUnavailableError';
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number, onTimeout: () => Error): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(onTimeout()), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Loads one remote's exposed page component, for React.lazy. */
export async function loadRemoteComponent(name: RemoteName, timeoutMs = REMOTE_LOAD_TIMEOUT_MS): Promise<RemoteComponentModule> {
  const { module } = remoteModule(name);
  const load = ensureRemotesRegistered().then(({ refused }) => {
    const reason = refused.get(name);
    if (reason !== undefined) throw new RemoteUnavailableError(name, reason);
    return loadRemote<RemoteComponentModule>(module);
  });
  const loaded = await withTimeout(load, timeoutMs, () => new RemoteUnavailableError(name, `${module} did not load within ${timeoutMs / 1000} s.`));
  if (!loaded || !['function', 'object'].includes(typeof loaded.default) || loaded.default === null) {
    throw new RemoteUnavailableError(name, `${module} did not export a component.`);
  }
  return loaded;
}
