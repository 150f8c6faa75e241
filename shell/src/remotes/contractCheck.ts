import { type RemoteDescriptor, type RemoteName } from 'shared-types/api';
import { contractMajor, SHELL_CONTRACT_VERSION } from 'shared-types/shell';

export interface ContractCheck {
  /** The remotes whose contract major matches the shell's (or that declare none). */
  compatible: RemoteDescriptor[];
  /** Why each other remote is not loaded, naming both versions. */
  refused: Map<RemoteName, string>;
}

/**
 * Splits the remote list by the shell-contract version each remote was built
 * against. At run time every remote gets the shell's copy of shared-types/shell,
 * so a remote built for another major would call into a contract it does not
 * know; it gets its fallback instead. A newer minor on either side loads. A
 * remote that declares no version (a tester override, an older registry) loads
 * unchecked. See docs/remote-versioning.md.
 */
export function checkContracts(remotes: readonly RemoteDescriptor[], shellVersion: string = SHELL_CONTRACT_VERSION): ContractCheck {
  const compatible: RemoteDescriptor[] = [];
  const refused = new Map<RemoteName, string>();
  for (const remote of remotes) {
    const built = remote.contractVersion;
    if (built === undefined || contractMajor(built) === contractMajor(shellVersion)) compatible.push(remote);
    else {
      refused.set(
        remote.name,
        `${remote.name} was built against shell contract ${built}, but this shell provides ${shellVersion}; the major versions differ, so it is not loaded.`,
      );
    }
  }
  return { compatible, refused };
}
