import { type ChartSeries } from './chartData';
import { niceDomain, placeOnAxes } from './chartScales';

function line(id: ChartSeries['id'], axis: ChartSeries['axis'], values: (number | null)[]): ChartSeries {
  return {
    id,
    axis,
    label: id,
    color: '#000000',
    unit: axis === 'right' ? '' : 'Cr',
    data: values.map((value, index) => ({ x: `FY${2021 + index}`, y: value, value })),
  };
}

describe('niceDomain', () => {
  it('rounds the ends outwards and gives a flat line some room', () => {
    expect(niceDomain([84.7, 3517.9])).toEqual([0, 4000]);
    expect(niceDomain([25.9, 28.9])).toEqual([25.5, 29]);
    expect(niceDomain([15, 15])).toEqual([13.5, 16.5]);
    expect(niceDomain([12, 18], true)).toEqual([0, 20]);
    expect(niceDomain([])).toBeNull();
  });
});

describe('placeOnAxes', () => {
  it('maps ratio values from their own (right) domain onto the left domain, keeping the values', () => {
    const placed = placeOnAxes([line('revenue_growth', 'left', [0, 4000]), line('roce', 'right', [20, 30, null])], { includeZero: false });
    expect(placed?.leftDomain).toEqual([0, 4000]);
    expect(placed?.rightDomain).toEqual([20, 30]);
    const roce = placed?.series.find((series) => series.id === 'roce');
    expect(roce?.data.map((point) => point.y)).toEqual([0, 4000, null]);
    expect(roce?.data.map((point) => point.value)).toEqual([20, 30, null]);
    expect(placed?.series.find((series) => series.id === 'revenue_growth')?.data.map((point) => point.y)).toEqual([0, 4000]);
  });

  it('draws on the ratio scale itself when only ratios are selected', () => {
    const placed = placeOnAxes([line('price_earnings', 'right', [28, 30])], { includeZero: false });
    expect(placed?.leftDomain).toBeNull();
    expect(placed?.drawDomain).toEqual([28, 30]);
    expect(placed?.series[0]?.data.map((point) => point.y)).toEqual([28, 30]);
  });

  it('has nothing to draw without a single value', () => {
    expect(placeOnAxes([line('roce', 'right', [null])], { includeZero: false })).toBeNull();
  });
});
