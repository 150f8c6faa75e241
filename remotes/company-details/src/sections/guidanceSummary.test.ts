import { credibilityTone, themeLabels } from './guidanceSummary';

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
  it("labels the engine's four theme codes as 'Capacity', 'Export', 'Value-added' and 'Revenue', in the order sent", () => {
    expect(themeLabels(['capacity', 'export', 'value_added', 'revenue'])).toEqual(['Capacity', 'Export', 'Value-added', 'Revenue']);
    expect(themeLabels(['revenue', 'capacity'])).toEqual(['Revenue', 'Capacity']);
    expect(themeLabels([])).toEqual([]);
  });

  it("makes a newer server's theme code readable, and gives null when the payload states no themes", () => {
    expect(themeLabels(['working_capital'])).toEqual(['Working Capital']);
    expect(themeLabels(undefined)).toBeNull();
  });
});
