import { type Answer } from './client';

/**
 * The bench's scenario driver: simulated users run their own loops until a
 * deadline, sharing a cap on requests in flight. Each request is timed from the
 * moment it is sent (waiting for a free slot is not counted as latency).
 */
export interface TypeFigures {
  count: number;
  latenciesMs: number[];
  /** Network failures, 5xx and any status the scenario did not expect. */
  errors: number;
  tooMany: number;
}

export class Recorder {
  readonly byType = new Map<string, TypeFigures>();
  readonly errorSamples: string[] = [];
  private slotsFree: number;
  private readonly waiting: Array<() => void> = [];

  constructor(concurrency: number) {
    this.slotsFree = concurrency;
  }

  /** Counts of things that are neither errors nor request types (e.g. quota refusals). */
  readonly tallies = new Map<string, number>();

  /**
   * Sends one request under the cap and records it as `type`. `expected`
   * statuses count as successes; 429 is recorded apart; anything else is an error.
   * Resolves to the answer, or undefined when it failed.
   */
  async request(type: string, expected: readonly number[], send: () => Promise<Answer>): Promise<Answer | undefined> {
    const answer = await this.step(type, send);
    if (answer === undefined) return undefined;
    const figures = this.figuresFor(type);
    if (answer.status === 429) figures.tooMany += 1;
    else if (!expected.includes(answer.status)) this.error(figures, `${type}: ${answer.status} ${answer.text.slice(0, 160)}`);
    return answer;
  }

  /** One timed step under the cap (it may make several requests, e.g. signing in); a throw is an error. */
  async step<T>(type: string, run: () => Promise<T>): Promise<T | undefined> {
    await this.acquire();
    const figures = this.figuresFor(type);
    const startedAt = performance.now();
    try {
      const result = await run();
      figures.latenciesMs.push(performance.now() - startedAt);
      return result;
    } catch (error) {
      this.error(figures, `${type}: ${(error as Error).message}`);
      return undefined;
    } finally {
      figures.count += 1;
      this.release();
    }
  }

  tally(name: string): void {
    this.tallies.set(name, (this.tallies.get(name) ?? 0) + 1);
  }

  private figuresFor(type: string): TypeFigures {
    let figures = this.byType.get(type);
    if (!figures) this.byType.set(type, (figures = { count: 0, latenciesMs: [], errors: 0, tooMany: 0 }));
    return figures;
  }

  private error(figures: TypeFigures, sample: string): void {
    figures.errors += 1;
    if (this.errorSamples.length < 5) this.errorSamples.push(sample);
  }

  private async acquire(): Promise<void> {
    if (this.slotsFree > 0) {
      this.slotsFree -= 1;
      return;
    }
    await new Promise<void>((resolve) => this.waiting.push(resolve));
  }

  private release(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.slotsFree += 1;
  }
}

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** The phase's table: one row per request type, then the total. */
export function formatTable(recorder: Recorder, seconds: number): { lines: string[]; total: { count: number; errors: number; tooMany: number; rps: number } } {
  const columns = [
    ['count', 8],
    ['req/s', 9],
    ['p50 ms', 9],
    ['p95 ms', 9],
    ['p99 ms', 9],
    ['errors', 8],
    ['429s', 7],
  ] as const;
  const header = `${'request'.padEnd(22)}${columns.map(([name, width]) => name.padStart(width)).join('')}`;
  const lines = [header, '-'.repeat(header.length)];
  const all: number[] = [];
  let count = 0;
  let errors = 0;
  let tooMany = 0;
  const row = (label: string, figures: TypeFigures, sorted: number[]): string =>
    `${label.padEnd(22)}${String(figures.count).padStart(8)}${(figures.count / seconds).toFixed(1).padStart(9)}` +
    `${percentile(sorted, 50).toFixed(1).padStart(9)}${percentile(sorted, 95).toFixed(1).padStart(9)}${percentile(sorted, 99).toFixed(1).padStart(9)}` +
    `${String(figures.errors).padStart(8)}${String(figures.tooMany).padStart(7)}`;
  for (const [type, figures] of [...recorder.byType.entries()].sort(([a], [b]) => a.localeCompare(b))) {
    const sorted = [...figures.latenciesMs].sort((x, y) => x - y);
    lines.push(row(type, figures, sorted));
    all.push(...figures.latenciesMs);
    count += figures.count;
    errors += figures.errors;
    tooMany += figures.tooMany;
  }
  lines.push('-'.repeat(header.length));
  lines.push(
    row(
      'total',
      { count, errors, tooMany, latenciesMs: all },
      all.sort((x, y) => x - y),
    ),
  );
  return { lines, total: { count, errors, tooMany, rps: count / seconds } };
}
