import { ResearchV2Schema } from 'shared-types/api';
import { runAnalysis } from '../analyse';
import { ARCHETYPES } from '../testing/archetypes';
import { buildResearchV2 } from './research';

const COMPUTED_AT = '2025-07-01T00:00:00.000Z';

/**
 * Our words never travel in v2: any string longer than a code, an id, a period or a date is a
 * sentence that slipped in. Management's own guidance (`statement`) is data, quoted as filed.
 */
function longStrings(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string' && value.length > 60) out.push(value);
  else if (Array.isArray(value)) for (const item of value) longStrings(item, out);
  else if (value !== null && typeof value === 'object') for (const [key, item] of Object.entries(value)) if (key !== 'statement') longStrings(item, out);
  return out;
}

it('finds a sentence where one slipped in, and passes a filed statement', () => {
  expect(longStrings({ a: { code: 'risk.leverage.high', note: 'Borrowings exceed net worth, leaving little room if profits fall.' } })).toHaveLength(1);
  expect(longStrings({ statement: 'We expect revenue to grow about fifteen per cent on the new capacity in the next two years.' })).toEqual([]);
});

describe.each(Object.entries(ARCHETYPES))('the v2 research answer: %s', (_name, make) => {
  const facts = make();
  const research = JSON.parse(JSON.stringify(buildResearchV2(runAnalysis(facts, COMPUTED_AT), facts.sources ?? [], COMPUTED_AT))) as unknown;

  it('parses with the contract after a JSON round trip', () => {
    expect(ResearchV2Schema.safeParse(research).success).toBe(true);
  });

  it('carries no sentence', () => {
    expect(longStrings(research)).toEqual([]);
  });
});
