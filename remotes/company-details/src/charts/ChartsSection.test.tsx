import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DataJson } from 'shared-types/api';
import { CHART_METRICS } from 'shared-types/api/fields';
import { makeDetails } from 'shared-types/testing';
import { renderWithShell } from '../testing/renderWithShell';
import { ChartsSection } from './ChartsSection';
import { CHART_PALETTE } from './chartTheme';
import { RIGHT_AXIS_DASH } from './curvedLinesLayer';
import { HOVER_RADIUS } from './hoverPointsLayer';

// React.lazy resolves inside act, so the chart chunk has loaded when this returns.
async function renderCharts(dataJson: DataJson, theme: 'light' | 'dark' = 'light') {
  let result: ReturnType<typeof renderWithShell> | undefined;
  await act(async () => {
    result = renderWithShell(<ChartsSection dataJson={dataJson} />, { theme });
  });
  return result as ReturnType<typeof renderWithShell>;
}

const chart = (name: string) => screen.getByRole('img', { name });
const metricLines = (svg: HTMLElement) => [...svg.querySelectorAll('path[data-metric]')].map((path) => path.getAttribute('data-metric'));

describe('ChartsSection', () => {
  it('draws the raw-values and year-over-year charts with their default metrics', async () => {
    await renderCharts(makeDetails().data_json);
    const raw = chart('Raw values chart');
    const yoy = chart('Year-over-year growth (%) chart');
    expect(metricLines(raw)).toEqual(['roce', 'revenue_growth', 'price_earnings']);
    expect(metricLines(yoy)).toEqual(['revenue_growth', 'eps_growth']);
    for (const path of raw.querySelectorAll('path[data-metric]')) expect(path.getAttribute('d')).toMatch(/^M[\d.]+,[\d.]+C/);
  });

  it('names each chart and its metric group for assistive technology', async () => {
    await renderCharts(makeDetails().data_json);
    expect(screen.getByRole('figure', { name: 'Raw values' })).toBeInTheDocument();
    expect(screen.getByRole('figure', { name: 'Year-over-year growth (%)' })).toBeInTheDocument();
    const rawGroup = screen.getByRole('group', { name: 'Raw values metrics' });
    expect(
      within(rawGroup)
        .getAllByRole('checkbox')
        .map((box) => box.parentElement?.textContent),
    ).toEqual(['Capex', 'ROCE', 'Operating cash flow', 'Revenue', 'EPS', 'Price to cash flow', 'P/E']);
    const yoyGroup = screen.getByRole('group', { name: 'Year-over-year growth (%) metrics' });
    expect(
      within(yoyGroup)
        .getAllByRole('checkbox')
        .map((box) => box.parentElement?.textContent),
    ).toEqual(['Capex growth', 'Operating cash flow growth', 'Revenue growth', 'EPS growth']);
    expect(within(yoyGroup).getByRole('checkbox', { name: 'EPS growth' })).toBeChecked();
    expect(within(yoyGroup).getByRole('checkbox', { name: 'Capex growth' })).not.toBeChecked();
  });

  it('adds and removes a line when a checkbox is toggled, in that chart only', async () => {
    const user = userEvent.setup();
    await renderCharts(makeDetails().data_json);
    const rawGroup = screen.getByRole('group', { name: 'Raw values metrics' });

    await user.click(within(rawGroup).getByRole('checkbox', { name: 'Capex' }));
    expect(metricLines(chart('Raw values chart'))).toContain('capex_growth');
    expect(metricLines(chart('Year-over-year growth (%) chart'))).not.toContain('capex_growth');

    await user.click(within(rawGroup).getByRole('checkbox', { name: 'Revenue' }));
    expect(metricLines(chart('Raw values chart'))).not.toContain('revenue_growth');
    expect(metricLines(chart('Year-over-year growth (%) chart'))).toContain('revenue_growth');
  });

  it('puts ratios on a dashed line against a second, right-hand axis, and drops that axis without ratios', async () => {
    const user = userEvent.setup();
    const { container } = await renderCharts(makeDetails().data_json);
    const raw = chart('Raw values chart');
    expect(raw.querySelector('path[data-metric="roce"]')).toHaveAttribute('stroke-dasharray', RIGHT_AXIS_DASH);
    expect(raw.querySelector('path[data-metric="revenue_growth"]')).not.toHaveAttribute('stroke-dasharray');
    expect(raw.querySelector('[data-axis="ratio"]')?.textContent).toMatch(/26|28/);

    const rawGroup = within(screen.getByRole('group', { name: 'Raw values metrics' }));
    await user.click(rawGroup.getByRole('checkbox', { name: 'ROCE' }));
    await user.click(rawGroup.getByRole('checkbox', { name: 'P/E' }));
    expect(chart('Raw values chart').querySelector('[data-axis="ratio"]')).toBeNull();
    expect(container.querySelector('[data-axis="ratio"]')).toBeNull();
  });

  it('labels the left axis in crore amounts on the raw chart and in % on the year-over-year chart', async () => {
    await renderCharts(makeDetails().data_json);
    const ticks = (svg: HTMLElement) => [...svg.querySelectorAll('text')].map((text) => text.textContent ?? '');
    expect(ticks(chart('Raw values chart'))).toEqual(expect.arrayContaining(['2,000', '3,500']));
    const yoyTicks = ticks(chart('Year-over-year growth (%) chart')).filter((text) => !text.startsWith('FY'));
    expect(yoyTicks.length).toBeGreaterThan(1);
    for (const tick of yoyTicks) expect(tick).toMatch(/^-?[\d,.]+%$/);
  });

  it('shows a period’s values with their units on hover, with the hovered points at radius 6', async () => {
    await renderCharts(makeDetails().data_json);
    const raw = chart('Raw values chart');
    const firstPeriod = raw.querySelector('rect[data-ref]') as SVGRectElement;
    fireEvent.mouseEnter(firstPeriod, { clientX: 80, clientY: 100 });

    const tooltip = within(screen.getByText('FY2021', { selector: 'p' }).parentElement as HTMLElement);
    expect(tooltip.getAllByRole('row').map((row) => row.textContent)).toEqual(['ROCE28.5%', 'Revenue2,000 Cr', 'P/E28']);
    const hovered = within(raw).getByTestId('hovered-points').querySelectorAll('circle');
    expect([...hovered].map((circle) => circle.getAttribute('r'))).toEqual(['6', '6', '6']);
    expect(raw.querySelector('circle[r="4"]')).not.toBeNull();

    fireEvent.mouseLeave(firstPeriod);
    expect(within(raw).queryByTestId('hovered-points')).toBeNull();
  });

  it('places the tooltip beside the hovered points, never over them, even with the pointer on a point', async () => {
    await renderCharts(makeDetails().data_json);
    const raw = chart('Raw values chart');
    const [marginLeft, marginTop] = (raw.querySelector('g')?.getAttribute('transform') ?? '').match(/-?[\d.]+/g)!.map(Number);
    const firstPeriod = raw.querySelector('rect[data-ref]') as SVGRectElement;
    fireEvent.mouseEnter(firstPeriod, { clientX: 0, clientY: 0 });
    const circles = [...within(raw).getByTestId('hovered-points').querySelectorAll('circle')];
    // Where the hovered column is, in the chart box's pixels; the pointer moves onto its first point.
    const pointX = marginLeft! + Number(circles[0]!.getAttribute('cx'));
    const pointY = marginTop! + Number(circles[0]!.getAttribute('cy'));
    fireEvent.mouseMove(firstPeriod, { clientX: pointX, clientY: pointY });

    const placed = screen.getByText('FY2021', { selector: 'p' }).closest<HTMLElement>('[style*="translate"]')!;
    const [left] = placed.style.transform.match(/-?[\d.]+/g)!.map(Number);
    // jsdom measures the tooltip as 0 × 0, so clear of the point means starting past its ring.
    expect(left!).toBeGreaterThanOrEqual(pointX + HOVER_RADIUS);
  });

  it('asks for a metric when every box of a chart is cleared', async () => {
    const user = userEvent.setup();
    await renderCharts(makeDetails().data_json);
    const yoyGroup = within(screen.getByRole('group', { name: 'Year-over-year growth (%) metrics' }));
    await user.click(yoyGroup.getByRole('checkbox', { name: 'EPS growth' }));
    await user.click(yoyGroup.getByRole('checkbox', { name: 'Revenue growth' }));
    expect(screen.queryByRole('img', { name: 'Year-over-year growth (%) chart' })).toBeNull();
    expect(screen.getByText('Select at least one metric to draw the chart.')).toBeInTheDocument();
  });

  it('offers the numbers as a table, with NA for gaps', async () => {
    await renderCharts(makeDetails().data_json);
    const table = screen.getByRole('table', { name: 'Raw values data' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Period', 'ROCE (%)', 'Revenue (₹ Cr)', 'P/E']);
    const firstRow = within(table).getAllByRole('row')[1] as HTMLElement;
    expect(
      within(firstRow)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['28.5%', '2,000 Cr', '28']);
    const yoyTable = screen.getByRole('table', { name: 'Year-over-year growth (%) data' });
    expect(
      within(within(yoyTable).getAllByRole('row')[1] as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['NA', 'NA']);
  });

  it.each(['light', 'dark'] as const)('follows the %s theme for axis text and grid', async (theme) => {
    await renderCharts(makeDetails().data_json, theme);
    const raw = chart('Raw values chart');
    expect(raw.querySelector('text')?.getAttribute('style')).toContain(`fill: ${CHART_PALETTE[theme].muted}`);
    expect(raw.querySelector('line')?.getAttribute('style') ?? raw.querySelector('line')?.getAttribute('stroke')).toContain(CHART_PALETTE[theme].grid);
  });

  it("shows 'Charts Not Available' when the chart data holds no number yet", async () => {
    const empty = { labels: ['FY2025'], raw_value: ['NA' as const], yoy_change: ['NA' as const] };
    const dataJson = Object.fromEntries(CHART_METRICS.map((metric) => [metric, empty])) as DataJson;
    await renderCharts(dataJson);
    expect(screen.getByText('Charts Not Available')).toBeInTheDocument();
    expect(screen.getByText(/being processed and will be available soon/)).toBeInTheDocument();
    expect(screen.queryByRole('img')).toBeNull();
  });
});
