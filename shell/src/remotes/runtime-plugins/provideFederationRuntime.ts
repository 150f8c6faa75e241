import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import * as runtimeCore from '@module-federation/runtime-core';

interface ProvidedRuntimeGlobal {
  _FEDERATION_RUNTIME_CORE?: unknown;
  _FEDERATION_RUNTIME_CORE_FROM?: { name: string; version: string };
}

/**
 * Puts the shell's federation runtime where the remotes look for it: they are
 * built with experiments.externalRuntime, so their remoteEntry.js carries no
 * runtime of its own and reads `_FEDERATION_RUNTIME_CORE` instead. This replaces
 * the plugin's provideExternalRuntime, whose injector pulls in a second (CommonJS)
 * copy of the runtime beside the shell's own. `version` is the installed
 * @module-federation/runtime version, passed in by shell/webpack.config.js;
 * checkManifestContract refuses remotes built against an incompatible one
 * (docs/remote-versioning.md).
 */
export default function provideFederationRuntime({ version }: { version: string }): ModuleFederationRuntimePlugin {
  return {
    name: 'conviction-provide-federation-runtime',
    beforeInit(args) {
      const global = globalThis as ProvidedRuntimeGlobal;
      global._FEDERATION_RUNTIME_CORE ??= runtimeCore;
      global._FEDERATION_RUNTIME_CORE_FROM ??= { name: args.options.name, version };
      return args;
    },
  };
}
