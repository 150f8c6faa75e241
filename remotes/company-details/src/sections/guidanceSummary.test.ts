import { collectText, credibilityTone, detectKeyThemes } from './guidanceSummary';

describe('credibility score', () => {
  it('is green at 80 or more, yellow at 60 or more and red below 60', () => {
    expect(credibilityTone(100)).toBe('green');
    expect(credibilityTone(80)).toBe('green');
    expect(credibilityTone(79)).toBe('yellow');
    expect(credibilityTone(60)).toBe('yellow');
    expect(credibilityTone(59)).toBe('red');
    expect(credibilityTone(0)).toBe('red');
  });
});

describe('key themes', () => {
  it('detects capacity, export, value-added and revenue, whatever the case', () => {
    expect(detectKeyThemes('New CAPACITY comes on stream; Exports rose; value added products; revenue up')).toEqual([
      'Capacity',
      'Export',
      'Value-added',
      'Revenue',
    ]);
    expect(detectKeyThemes('Capacities doubled and value-added mix improved')).toEqual(['Capacity', 'Value-added']);
    expect(detectKeyThemes('Margins held steady.')).toEqual([]);
  });

  it('looks through nested guidance text', () => {
    const text = collectText({ 'Current Guidance': 'Margins', 'Historical Comparison': { FY2024: 'Export orders' }, 'Key Insights': ['Revenue'] });
    expect(detectKeyThemes(text)).toEqual(['Export', 'Revenue']);
  });
});
