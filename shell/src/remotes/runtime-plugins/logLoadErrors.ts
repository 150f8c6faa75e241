import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export interface RemoteLoadFailure {
  remoteId: string;
  lifecycle: string;
  /** The build its mf-manifest.json named (metaData.buildInfo.buildVersion), or null when no manifest was read. */
  buildVersion: string | null;
  message: string;
}

/** One line naming the remote, its build and the stage, e.g. `search (build 3f2a1c9) failed at onLoad: …`. */
export function describeFailureLine({ remoteId, lifecycle, buildVersion, message }: RemoteLoadFailure): string {
  const build = buildVersion === null ? 'build unknown: its manifest was not read' : `build ${buildVersion}`;
  return `${remoteId} (${build}) failed at ${lifecycle}: ${message}`;
}

function buildVersionIn(snapshot: unknown): string | null {
  const version = snapshot && typeof snapshot === 'object' ? (snapshot as { buildVersion?: unknown }).buildVersion : undefined;
  return typeof version === 'string' && version !== '' ? version : null;
}

/**
 * Error handling: logs which remote failed, at which lifecycle stage and in
 * which build, then lets the error through so the slot's error boundary shows
 * its fallback with a Retry button. It deliberately returns no fallback module:
 * at stages other than onLoad the runtime expects other shapes (RUNTIME-013).
 * The build comes from the remote's manifest, remembered here when the runtime
 * reads it (webpack.base.js records the git commit or CI's BUILD_VERSION there),
 * so a failure after that (remoteEntry.js or a chunk not loading, a contract
 * refused) names the build that failed. List this plugin before the contract
 * check, which may refuse the manifest it reads.
 */
export default function logLoadErrors(): ModuleFederationRuntimePlugin {
  const builds = new Map<string, string>();
  return {
    name: 'conviction-log-load-errors',
    loadRemoteSnapshot(args) {
      const version = buildVersionIn(args.remoteSnapshot);
      if (version !== null) builds.set(args.moduleInfo.name, version);
      return args;
    },
    errorLoadRemote(args) {
      const remoteName = args.remote?.name ?? args.id.split('/')[0] ?? args.id;
      const failure: RemoteLoadFailure = {
        remoteId: args.id,
        lifecycle: args.lifecycle,
        buildVersion: builds.get(remoteName) ?? null,
        message: args.error instanceof Error ? args.error.message : String(args.error),
      };
      console.error(`[remote load failed] ${describeFailureLine(failure)}`, failure);
      return undefined;
    },
  };
}
