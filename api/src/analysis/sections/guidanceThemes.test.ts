import { analyseCompany } from '../index';
import { steadyCompounder } from '../testing/archetypes';
import { guidanceLedgerThemes, guidanceThemes } from './guidanceThemes';

const at = { computedAt: '2025-07-01T00:00:00.000Z' };

describe('guidance key themes', () => {
  it('detects capacity, export, value-added and revenue, whatever the case', () => {
    expect(guidanceThemes('New CAPACITY comes on stream; Exports rose; value added products; revenue up')).toEqual([
      'capacity',
      'export',
      'value_added',
      'revenue',
    ]);
    expect(guidanceThemes('Capacities doubled and value-added mix improved')).toEqual(['capacity', 'value_added']);
    expect(guidanceThemes('Margins held steady.')).toEqual([]);
  });

  it('looks through nested guidance text, keys included', () => {
    expect(guidanceThemes({ 'Current Guidance': 'Margins', 'Historical Comparison': { FY2024: 'Export orders' }, 'Key Insights': ['Revenue'] })).toEqual([
      'export',
      'revenue',
    ]);
    expect(guidanceThemes({ 'Historical Comparison': { 'FY2024 capacity': 'On plan.' } })).toEqual(['capacity']);
  });

  it('does not take a word that only starts like a theme', () => {
    expect(guidanceThemes('Revenuer; capacitor; value addedness')).toEqual([]);
  });

  it("takes the themes from what management said, never from the engine's own sentences about it", () => {
    const facts = steadyCompounder();
    const plain = facts.guidance.map((record) => ({ ...record, metric: 'operating_margin_pct' as const, statement: 'Margins held steady.' }));
    const payload = analyseCompany({ ...facts, guidance: plain }, at);
    expect(payload.analysis_meta.figures.guidance_themes).toEqual([]);
  });

  it("names the themes a company's own guidance mentions, and none without guidance", () => {
    const facts = steadyCompounder();
    // Its guidance speaks of revenue on new capacity, value-added products and export orders.
    expect(analyseCompany(facts, at).analysis_meta.figures.guidance_themes).toEqual(['capacity', 'export', 'value_added', 'revenue']);
    expect(analyseCompany({ ...facts, guidance: [] }, at).analysis_meta.figures.guidance_themes).toEqual([]);
  });

  it('reads the ledger with the name of each guided figure, as the v2 guidance carries them', () => {
    const record = { fiscalYear: 2026, guidedValue: 10, actual: null, statement: 'New capacity.', source: '' };
    expect(guidanceLedgerThemes([{ ...record, metric: 'capex_crore' }])).toEqual(['capacity']);
    // The figure's name counts: guided revenue is a revenue theme even when the words do not say so.
    expect(guidanceLedgerThemes([{ ...record, metric: 'revenue_crore' }])).toEqual(['capacity', 'revenue']);
    expect(guidanceLedgerThemes([])).toEqual([]);
  });
});
