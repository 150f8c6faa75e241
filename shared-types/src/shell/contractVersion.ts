import contract from './contractVersion.json';

/**
 * The semantic version of this contract (shared-types/shell). Every remote
 * records the version it was built against in its mf-manifest.json, because at
 * run time it gets the shell's copy of this module (a 'loaded-first' singleton),
 * not its own. A major change breaks remotes built before it; the shell then
 * shows their fallback instead of loading them (docs/remote-versioning.md).
 * The value lives in contractVersion.json so webpack.base.js can read it too.
 */
export const SHELL_CONTRACT_VERSION: string = contract.version;

/** The major of a MAJOR.MINOR.PATCH version, or NaN when it is not one. */
export function contractMajor(version: string): number {
  return /^\d+\.\d+\.\d+$/.test(version) ? Number(version.split('.')[0]) : Number.NaN;
}
