import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export interface RemoteLoadFailure {
  remoteId: string;
  lifecycle: string;
  buildVersion: string | null;
  message: string;
}

/** Reads the remote's build version from the manifest snapshot the runtime keeps, if any. */
function buildVersionOf(remoteName: string | undefined): string | null {
  if (!remoteName) return null;
  const info = (globalThis as { __FEDERATION__?: { moduleInfo?: Record<string, unknown> } }).__FEDERATION__?.moduleInfo;
  if (!info) return null;
  for (const [key, snapshot] of Object.entries(info)) {
    if (key.startsWith(`${remoteName}:`) && snapshot && typeof snapshot === 'object') {
      const version = (snapshot as { buildVersion?: unknown }).buildVersion;
      if (typeof version === 'string') return version;
    }
  }
  return null;
}

export function describeLoadFailure(args: { id: string; lifecycle: string; error: unknown; remote?: { name: string } }): RemoteLoadFailure {
  return {
    remoteId: args.id,
    lifecycle: args.lifecycle,
    buildVersion: buildVersionOf(args.remote?.name ?? args.id.split('/')[0]),
    message: args.error instanceof Error ? args.error.message : String(args.error),
  };
}

/**
 * Error handling: logs which remote failed, at which lifecycle stage and in
 * which build, then lets the error through so the slot's error boundary shows
 * its fallback with a Retry button. It deliberately returns no fallback module:
 * at stages other than onLoad the runtime expects other shapes (RUNTIME-013).
 */
export default function logLoadErrors(): ModuleFederationRuntimePlugin {
  return {
    name: 'conviction-log-load-errors',
    errorLoadRemote(args) {
      console.error('[remote load failed]', describeLoadFailure(args));
      return undefined;
    },
  };
}
