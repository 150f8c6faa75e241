import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { contractMismatch, runtimeMismatch } from '../contractMismatch';

export interface ManifestContractOptions {
  /** The shell contract's version; read from shared-types/shell when left out. */
  shellVersion?: string;
  /** The federation runtime version the shell provides (shell/webpack.config.js reads it from the installed package). */
  federationRuntimeVersion?: string;
}

/**
 * Contract check at the manifest. The registry may not say which shell contract
 * a remote was built against (a tester override, an entry written by hand), but
 * the remote's mf-manifest.json always does (metaData.shellContractVersion and
 * metaData.federationRuntimeVersion, written by webpack.base.js). This hook runs
 * once the manifest is read and before remoteEntry.js is requested, and refuses a
 * remote of another contract major, or one built against a federation runtime
 * the shell's cannot stand in for, so its slot shows the fallback instead of
 * running code against a contract it does not know. A manifest without the
 * fields predates versioning and loads.
 * The shell's contract version is imported when the hook runs: a runtime plugin
 * is evaluated before shared modules such as shared-types/shell are available.
 */
export default function checkManifestContract({ shellVersion, federationRuntimeVersion }: ManifestContractOptions = {}): ModuleFederationRuntimePlugin {
  return {
    name: 'conviction-check-manifest-contract',
    async loadRemoteSnapshot(args) {
      if (args.from !== 'manifest') return args;
      const provided = shellVersion ?? (await import('shared-types/shell')).SHELL_CONTRACT_VERSION;
      const metaData: unknown = args.manifestJson?.metaData;
      const built = metaData && typeof metaData === 'object' ? (metaData as { shellContractVersion?: unknown; federationRuntimeVersion?: unknown }) : {};
      const name = args.moduleInfo.name;
      const reason =
        contractMismatch(name, built.shellContractVersion, provided) ??
        (federationRuntimeVersion === undefined ? undefined : runtimeMismatch(name, built.federationRuntimeVersion, federationRuntimeVersion));
      if (reason === undefined) return args;
      console.error(`[remote contract] ${reason}`);
      throw new Error(reason);
    },
  };
}
