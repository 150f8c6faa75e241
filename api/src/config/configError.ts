import * as z from 'zod';

// Zod's mini build (used by shared-types) ships no messages of its own; load the
// English ones so schema failures read "expected string, received number".
z.config(z.locales.en());

/** A start-up problem an operator can fix by changing the environment or a file. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

/** `remotes[0].entry: entry must point at an mf-manifest.json file; ...` */
export function describeIssues(issues: readonly z.core.$ZodIssue[]): string {
  return issues.map((issue) => `${formatPath(issue.path)}: ${issue.message}`).join('; ');
}

function formatPath(path: readonly PropertyKey[]): string {
  if (path.length === 0) return '(root)';
  return path.map((key, index) => (typeof key === 'number' ? `[${key}]` : `${index === 0 ? '' : '.'}${String(key)}`)).join('');
}
