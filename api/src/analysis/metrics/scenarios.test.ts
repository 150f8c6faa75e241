import { runAnalysis } from '../analyse';
import { steadyCompounder } from '../testing/archetypes';
import { scenarioProbabilities } from './scenarios';

describe('scenario probabilities from growth consistency', () => {
  it('moves weight from bear to bull as the record gets steadier, always summing to 100', () => {
    expect(scenarioProbabilities(1)).toEqual({ base: 55, bull: 30, bear: 15 });
    expect(scenarioProbabilities(0)).toEqual({ base: 50, bull: 15, bear: 35 });
    expect(scenarioProbabilities(0.5)).toEqual({ base: 50, bull: 25, bear: 25 });
    for (let c = 0; c <= 1.0001; c += 0.05) {
      const p = scenarioProbabilities(c);
      expect(p && p.base + p.bull + p.bear).toBe(100);
    }
  });

  it('gives no probabilities without a growth record', () => {
    expect(scenarioProbabilities(null)).toBeNull();
  });
});

describe('the cases', () => {
  it('are named by id, base, bull and bear in that order, with their probabilities', () => {
    const scenarios = runAnalysis(steadyCompounder()).scenarios ?? [];
    expect(scenarios.map((s) => [s.id, s.probability])).toEqual([
      ['base', 55],
      ['bull', 30],
      ['bear', 15],
    ]);
  });
});
