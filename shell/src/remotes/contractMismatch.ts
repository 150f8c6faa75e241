// No imports on purpose: runtime-plugins/checkManifestContract.ts uses this, and
// runtime plugins are evaluated before the shared modules (shared-types/shell
// among them) can be.

/** The major of a MAJOR.MINOR.PATCH version, or NaN when it is not one. */
function majorOf(version: string): number {
  return /^\d+\.\d+\.\d+$/.test(version) ? Number(version.split('.')[0]) : Number.NaN;
}

/** MAJOR.MINOR of a MAJOR.MINOR.PATCH version (pre-release tags allowed), or undefined when it is not one. */
function majorMinorOf(version: string): string | undefined {
  return /^(\d+\.\d+)\.\d+(?:-[\w.]+)?$/.exec(version)?.[1];
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

/**
 * Why a remote built against federation runtime `built` must not run on the
 * runtime this shell provides (`shellRuntime`), or undefined when it may. Remotes
 * carry no runtime of their own: their bundler glue calls the shell's, and the
 * federation packages change that internal interface in minor releases, so the
 * major and minor must match; a patch may differ. A remote that records no
 * runtime version predates the shared runtime and carries its own.
 */
export function runtimeMismatch(name: string, built: unknown, shellRuntime: string): string | undefined {
  if (built === undefined || built === null) return undefined;
  const builtMinor = typeof built === 'string' ? majorMinorOf(built) : undefined;
  if (builtMinor !== undefined && builtMinor === majorMinorOf(shellRuntime)) return undefined;
  return `${name} was built against federation runtime ${String(built)}, but this shell provides ${shellRuntime}; the major or minor versions differ, so it is not loaded.`;
}
