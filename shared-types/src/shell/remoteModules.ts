import type { ComponentType } from 'react';
import { REMOTES, type RemoteName } from '../api/remotes';

export interface RemoteModule {
  /** The federated module id the shell loads, e.g. 'search/SearchPage'. */
  module: string;
  label: string;
}

/**
 * What each remote exposes, from remotes/remotes.json. Every exposed module
 * default-exports a component that takes no props: it reads what it needs from
 * the shell's store and theme.
 */
export const REMOTE_MODULES: Readonly<Record<RemoteName, RemoteModule>> = Object.fromEntries(
  REMOTES.map((remote) => [remote.name, { module: `${remote.name}/${remote.component}`, label: remote.label }]),
);

/** The module and label of one remote; throws for a name remotes/remotes.json does not list. */
export function remoteModule(name: RemoteName): RemoteModule {
  const found = REMOTE_MODULES[name];
  if (found === undefined) throw new Error(`${name} is not listed in remotes/remotes.json`);
  return found;
}

export interface RemoteComponentModule {
  default: ComponentType;
}
