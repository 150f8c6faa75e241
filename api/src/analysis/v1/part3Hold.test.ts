import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PART3_SECTIONS, PART3_TITLE, type Hold } from 'shared-types/api';
import { runAnalysis } from '../analyse';
import { ARCHETYPES } from '../testing/archetypes';
import { buildHoldV2 } from '../v2/hold';
import { irrProjectionsV1 } from './part3Hold';
import { scenarioSectionV1 } from './part3HoldScenarios';

/**
 * v1 will be served from stored v2: rendering v1 from a hold part read back from JSON gives
 * exactly the golden v1 text (api/src/analysis/__golden__, same archetypes and date).
 */

const COMPUTED_AT = '2025-07-01T00:00:00.000Z';
const golden = (name: string): Record<string, unknown> =>
  JSON.parse(readFileSync(path.join(__dirname, '..', '__golden__', `${name.replace(/[^a-z0-9]+/g, '-')}.json`), 'utf8')) as Record<string, unknown>;

describe.each(Object.entries(ARCHETYPES))('v1 hold text from stored v2: %s', (name, make) => {
  const stored = JSON.parse(JSON.stringify(buildHoldV2(runAnalysis(make(), COMPUTED_AT)))) as Hold;
  const part3 = golden(name)[PART3_TITLE] as Record<string, Record<string, unknown>>;
  const section4 = part3[PART3_SECTIONS[3]] as Record<string, unknown>;

  it('renders IRR Projections byte for byte', () => {
    expect(JSON.stringify(irrProjectionsV1(stored))).toBe(JSON.stringify(section4['IRR Projections']));
  });

  it('renders the hold scenarios byte for byte', () => {
    expect(JSON.stringify(scenarioSectionV1(stored))).toBe(JSON.stringify(part3[PART3_SECTIONS[4]]));
  });
});
