import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ResearchV2Schema, type ResearchV2 } from 'shared-types/api';
import { runAnalysis } from '../analyse';
import { ARCHETYPES } from '../testing/archetypes';
import { GOLDEN_COMPUTED_AT } from '../testing/goldenV2';
import { buildResearchV2 } from '../v2/research';
import { renderResearchV1 } from './research';

/**
 * v1 from the v2 document alone, after a JSON round trip as from stored text: byte for byte each
 * v1 golden file (docs/decisions/0005-payload-v2-and-message-catalogue.md). The demo universe is
 * checked the same way by api/scripts/compareV1.ts against the engine before this rendering.
 */

const goldenV1 = (name: string): string => readFileSync(path.join(__dirname, '..', '__golden__', `${name.replace(/[^a-z0-9]+/g, '-')}.json`), 'utf8');

describe.each(Object.entries(ARCHETYPES))('v1 rendered from the stored v2 document: %s', (name, make) => {
  const facts = make();
  const stored = JSON.stringify(buildResearchV2(runAnalysis(facts, GOLDEN_COMPUTED_AT), facts.sources ?? [], GOLDEN_COMPUTED_AT));
  const doc = JSON.parse(stored) as ResearchV2;

  it('is the v1 golden answer byte for byte', () => {
    expect(`${JSON.stringify(renderResearchV1(doc), null, 2)}\n`).toBe(goldenV1(name));
  });

  it('needs nothing but a document that parses with the contract', () => {
    const parsed = ResearchV2Schema.safeParse(doc);
    expect(parsed.success).toBe(true);
    if (parsed.success) expect(JSON.stringify(renderResearchV1(parsed.data))).toBe(JSON.stringify(renderResearchV1(doc)));
  });
});
