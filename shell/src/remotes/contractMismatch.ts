// No imports on purpose: runtime-plugins/checkManifestContract.ts uses this, and
// runtime plugins are evaluated before the shared modules (shared-types/shell
// among them) can be.

/** The major of a MAJOR.MINOR.PATCH version, or NaN when it is not one. */
function majorOf(version: string): number {
  return /^\d+\.\d+\.\d+$/.test(version) ? Number(version.split('.')[0]) : Number.NaN;
}

/**
 * Why a remote built against shell contract `built` must not load into a shell
 * providing `shellVersion`, or undefined when it may: the same major (a newer
 * minor on either side is fine), or no version declared.
 */
export function contractMismatch(name: string, built: unknown, shellVersion: string): string | undefined {
  if (built === undefined || built === null) return undefined;
  if (typeof built === 'string' && majorOf(built) === majorOf(shellVersion)) return undefined;
  return `${name} was built against shell contract ${String(built)}, but this shell provides ${shellVersion}; the major versions differ, so it is not loaded.`;
}
