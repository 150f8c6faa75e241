import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { contractMismatch } from '../contractMismatch';

/**
 * Contract check at the manifest. The registry may not say which shell contract
 * a remote was built against (a tester override, an entry written by hand), but
 * the remote's mf-manifest.json always does (metaData.shellContractVersion,
 * written by webpack.base.js). This hook runs once the manifest is read and
 * before remoteEntry.js is requested, and refuses a remote of another major, so
 * its slot shows the fallback instead of running code against a contract it
 * does not know. A manifest without the field predates versioning and loads.
 * The shell's version is imported when the hook runs: a runtime plugin is
 * evaluated before shared modules such as shared-types/shell are available.
 */
export default function checkManifestContract(shellVersion?: string): ModuleFederationRuntimePlugin {
  return {
    name: 'conviction-check-manifest-contract',
    async loadRemoteSnapshot(args) {
      if (args.from !== 'manifest') return args;
      const provided = shellVersion ?? (await import('shared-types/shell')).SHELL_CONTRACT_VERSION;
      const metaData: unknown = args.manifestJson?.metaData;
      const built = metaData && typeof metaData === 'object' ? (metaData as { shellContractVersion?: unknown }).shellContractVersion : undefined;
      const reason = contractMismatch(args.moduleInfo.name, built, provided);
      if (reason === undefined) return args;
      console.error(`[remote contract] ${reason}`);
      throw new Error(reason);
    },
  };
}
