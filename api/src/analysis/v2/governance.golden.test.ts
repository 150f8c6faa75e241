import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { GOVERNANCE_REASON_CODES, GOVERNANCE_SIGNAL_IDS, GovernanceV2Schema, GUIDANCE_METRIC_IDS } from 'shared-types/api';
import { runAnalysis } from '../analyse';
import { ARCHETYPES } from '../testing/archetypes';
import { buildGovernanceV2 } from './governance';

/**
 * Golden v2 Part 1 per archetype (the archetypes and date of golden.test.ts): any change to the
 * data shows here as a diff to review; UPDATE_GOLDEN=1 rewrites. Each must parse as
 * GovernanceV2 with ids and codes from the closed lists and no sentence anywhere: the only free
 * text allowed is what management said and where (docs/decisions/0005-payload-v2-and-message-catalogue.md).
 */

const COMPUTED_AT = '2025-07-01T00:00:00.000Z';
const dir = path.join(__dirname, '..', '__golden__', 'v2');
const goldenPath = (name: string): string => path.join(dir, `${name.replace(/[^a-z0-9]+/g, '-')}.governance.json`);

const QUOTED = new Set(['statement', 'source']);
const CLOSED: Readonly<Record<string, readonly string[]>> = { id: GOVERNANCE_SIGNAL_IDS, code: GOVERNANCE_REASON_CODES, metric: GUIDANCE_METRIC_IDS };
/** An id, a code, a period ('FY2016–FY2025') or a date: no spaces, so no sentence. */
const TOKEN = /^[A-Za-z0-9_.:–-]+$/;

/** Every string in the payload that breaks the rules, with where it is. */
function problems(value: unknown, where = '', key = ''): string[] {
  if (typeof value === 'string') {
    if (QUOTED.has(key)) return [];
    const closed = CLOSED[key];
    if (closed !== undefined && !closed.includes(value)) return [`${where}: '${value}' is not in the closed list`];
    return TOKEN.test(value) ? [] : [`${where}: '${value}' reads like text`];
  }
  if (Array.isArray(value)) return value.flatMap((item, i) => problems(item, `${where}[${i}]`, key));
  if (typeof value === 'object' && value !== null) return Object.entries(value).flatMap(([k, v]) => problems(v, `${where}.${k}`, k));
  return [];
}

describe.each(Object.entries(ARCHETYPES))('golden v2 Part 1: %s', (name, make) => {
  const file = goldenPath(name);
  const text = `${JSON.stringify(buildGovernanceV2(runAnalysis(make(), COMPUTED_AT)), null, 2)}\n`;

  it('matches the reviewed golden file byte for byte', () => {
    if (process.env.UPDATE_GOLDEN === '1') {
      mkdirSync(dir, { recursive: true });
      writeFileSync(file, text);
    }
    expect(text).toBe(readFileSync(file, 'utf8'));
  });

  it('is valid v2 with ids and codes from the closed lists and no sentence', () => {
    const stored: unknown = JSON.parse(readFileSync(file, 'utf8'));
    expect(GovernanceV2Schema.safeParse(stored).success).toBe(true);
    expect(problems(stored)).toEqual([]);
  });
});

describe('the no-sentence check', () => {
  it('catches a sentence, an id outside the list and an unknown code', () => {
    const bad = {
      signals: [{ id: 'made_up', outcome: 'ok', reason: { code: 'governance.nope', params: { note: 'profit is fine' } } }],
      guidance: { statement: 'Said in words.' },
    };
    expect(problems(bad)).toEqual([
      ".signals[0].id: 'made_up' is not in the closed list",
      ".signals[0].reason.code: 'governance.nope' is not in the closed list",
      ".signals[0].reason.params.note: 'profit is fine' reads like text",
    ]);
  });
});
