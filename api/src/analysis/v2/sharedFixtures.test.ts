import path from 'node:path';
import { goldenAnswers } from '../../../../shared-types/src/api/v2/wire/goldenAnswers';
import { RESEARCH_V2_ARCHETYPES, researchV2Document } from 'shared-types/testing';

// The front ends' v2 fixtures (shared-types/src/testing/researchV2) are copies of the engine's
// golden answers: when a golden changes, this fails until the copies are made again.
const goldens = goldenAnswers(path.join(__dirname, '..', '__golden__', 'v2'));

describe('the shared v2 research fixtures', () => {
  it.each(RESEARCH_V2_ARCHETYPES)('%s equals the engine’s golden answer, part by part', (archetype) => {
    expect(researchV2Document(archetype)).toEqual(goldens.get(archetype));
  });
});
