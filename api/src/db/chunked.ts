/**
 * Runs `write` over `rows` in chunks small enough for one statement each:
 * PostgreSQL takes at most 65,535 parameters per statement, and fewer, larger
 * statements keep round trips (and PGlite's per-query cost) low.
 */
const MAX_PARAMETERS_PER_STATEMENT = 20_000;

export async function inChunks<Row>(rows: readonly Row[], parametersPerRow: number, write: (chunk: Row[]) => Promise<unknown>): Promise<void> {
  const size = Math.max(1, Math.floor(MAX_PARAMETERS_PER_STATEMENT / Math.max(1, parametersPerRow)));
  for (let start = 0; start < rows.length; start += size) await write(rows.slice(start, start + size));
}
