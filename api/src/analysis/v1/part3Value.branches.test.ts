import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ValueV2Schema, type ValueV2 } from 'shared-types/api';
import { runAnalysis } from '../analyse';
import { perturbedFacts } from '../testing/perturbedFacts';
import { buildValueV2 } from '../v2/value';
import { renderValueV1 } from './part3Value';

/**
 * v1 is served from stored v2 (docs/decisions/0005-payload-v2-and-message-catalogue.md): the value
 * part, written to JSON and read back, must render the texts v1 clients got before v2. The expected
 * texts were written by the engine before the v2 change, for varied companies chosen so that every
 * reason code and branch of the texts occurs at least once (`covers` in the file).
 */

interface BranchCase {
  base: string;
  seed: number;
  flipLender: boolean;
  covers: string[];
  analysis: string;
  fatPitch: string;
}

const CASES = JSON.parse(readFileSync(path.join(__dirname, '..', '__golden__', 'v2', 'value-branches.json'), 'utf8')) as BranchCase[];

describe.each(CASES.map((c) => [`${c.base} #${c.seed} (${c.covers.slice(0, 3).join(', ')}…)`, c] as const))('v1 value texts from stored v2: %s', (_name, c) => {
  const stored = JSON.parse(JSON.stringify(buildValueV2(runAnalysis(perturbedFacts(c.base, c.seed, c.flipLender), '2025-07-01T00:00:00.000Z')))) as ValueV2;

  it('parses as a v2 value part', () => {
    expect(ValueV2Schema.safeParse(stored).success).toBe(true);
  });

  it('renders the texts v1 clients got before v2, byte for byte', () => {
    const v1 = renderValueV1(stored);
    expect(v1.analysis).toBe(c.analysis);
    expect(v1.fatPitch).toBe(c.fatPitch);
  });
});
