import type { ScenarioFigure } from 'shared-types/api';
import { scenarioRows } from './scenarios';

const figure = (kase: string, title: string, probability: number | null): ScenarioFigure => ({
  case: kase,
  title,
  probability_percent: probability,
  irr_5_years: null,
  irr_10_years: null,
});

describe('scenarioRows', () => {
  it('takes names and probabilities from the figures and the text from the section, in the section order', () => {
    const rows = scenarioRows({ 'Base Case (55% Probability)': 'The record continues.', 'Bear Case (15% Probability)': 'Growth disappoints.' }, [
      figure('bear', 'Bear Case (15% Probability)', 15),
      figure('base', 'Base Case (55% Probability)', 55),
    ]);
    expect(rows).toEqual([
      { name: 'Base Case', probability: '55%', content: 'The record continues.' },
      { name: 'Bear Case', probability: '15%', content: 'Growth disappoints.' },
    ]);
  });

  it('uses the structured probability even when the title says something else', () => {
    const [row] = scenarioRows({ 'Base Case (55% Probability)': 'x' }, [figure('base', 'Base Case (55% Probability)', 60)]);
    expect(row?.probability).toBe('60%');
  });

  it('states no probability when the figure has none, and never reads one out of the title', () => {
    expect(scenarioRows({ 'Base Case': 'x' }, [figure('base', 'Base Case', null)])[0]?.probability).toBeNull();
    expect(scenarioRows({ 'Stress Case (5% Probability)': 'A recession.' }, [])).toEqual([
      { name: 'Stress Case (5% Probability)', probability: null, content: 'A recession.' },
    ]);
  });

  it('names a case of a kind this build does not know by its title', () => {
    expect(scenarioRows({ 'Stress Case (5% Probability)': 'x' }, [figure('stress', 'Stress Case (5% Probability)', 5)])).toEqual([
      { name: 'Stress Case (5% Probability)', probability: '5%', content: 'x' },
    ]);
  });
});
