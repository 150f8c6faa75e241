import { readProbability, scenarioBlocks, splitScenarioText } from './scenarios';

describe('readProbability', () => {
  it("reads '(NN% Probability)'", () => {
    expect(readProbability('Base Case (55% Probability)')).toBe('55%');
    expect(readProbability('Bull Case (12.5% probability): upside')).toBe('12.5%');
    expect(readProbability('Probability: 20%')).toBe('20%');
  });

  it('is null when the text states none', () => {
    expect(readProbability('Bear Case')).toBeNull();
    expect(readProbability('IRR of 15% a year')).toBeNull();
  });
});

describe('scenarioBlocks', () => {
  it('reads Base, Bull and Bear Case from keys, in that order, keeping other scenarios', () => {
    const blocks = scenarioBlocks({
      'Bear Case (15% Probability)': 'Growth disappoints.',
      'Base Case (55% Probability)': 'The record continues.',
      'Bull Case': 'Execution beats the record (30% Probability).',
      'Stress Case (5% Probability)': 'A recession.',
    });
    expect(blocks).toEqual([
      { name: 'Base Case', probability: '55%', content: 'The record continues.' },
      { name: 'Bull Case', probability: '30%', content: 'Execution beats the record (30% Probability).' },
      { name: 'Bear Case', probability: '15%', content: 'Growth disappoints.' },
      { name: 'Stress Case', probability: '5%', content: 'A recession.' },
    ]);
  });

  it('splits free text into blocks where each case is written as a heading', () => {
    const text = 'Base Case (50% Probability): steady growth, unlike the Bull Case.\nBull Case (30% Probability) - faster growth.\nBear Case: a slowdown.';
    expect(splitScenarioText(text)).toEqual([
      { name: 'Base Case', probability: '50%', content: 'steady growth, unlike the Bull Case.' },
      { name: 'Bull Case', probability: '30%', content: 'faster growth.' },
      { name: 'Bear Case', probability: null, content: 'a slowdown.' },
    ]);
    expect(scenarioBlocks(JSON.stringify({ 'Base Case (60% Probability)': 'x' }))).toEqual([{ name: 'Base Case', probability: '60%', content: 'x' }]);
  });

  it('finds nothing in empty or unrelated values', () => {
    expect(scenarioBlocks(null)).toEqual([]);
    expect(scenarioBlocks('No cases here')).toEqual([]);
    expect(scenarioBlocks([1, 2])).toEqual([]);
  });
});
