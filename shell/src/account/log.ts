/** Failures of the account calls are shown to the person and logged, never thrown. */
export function logAccountError(what: string, error: unknown): void {
  console.error(`[account] ${what}`, error);
}
