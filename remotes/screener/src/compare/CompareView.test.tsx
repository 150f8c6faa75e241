import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as NivoLine from '@nivo/line';
import type * as ReactModule from 'react';
import { type ComparedCompany, type CompareResponse } from 'shared-types/api';
import { refreshAccessSummary } from 'shared-types/shell';
import { http, HttpResponse } from 'shared-types/testing';
import { recordRequests, server } from 'shared-types/testing/server';
import { renderWithShell } from '../saved/testing/renderWithShell';
import { CompareView } from './CompareView';

// jsdom lays nothing out, so nivo's ResponsiveLine gets a fixed size (as in company-details' jest shim).
// A test sets this to see what a chart that fails to draw leaves in its place.
let mockChartThrows = false;
jest.mock('@nivo/line', () => {
  const actual = jest.requireActual<typeof NivoLine>('@nivo/line');
  return {
    ...actual,
    ResponsiveLine: (props: Parameters<typeof actual.ResponsiveLine>[0]) => {
      if (mockChartThrows) throw new Error('no SVG today');
      return jest.requireActual<typeof ReactModule>('react').createElement(actual.ResponsiveLine, props);
    },
  };
});
jest.mock(
  'react-virtualized-auto-sizer',
  () =>
    ({ children }: { children: (size: { width: number; height: number }) => unknown }) =>
      children({ width: 640, height: 320 }),
);

const ARAVALI: ComparedCompany = {
  company_id: 'c-1',
  code: 'ARAVALI',
  name: 'Aravali Cement Works',
  values: {
    price: 1234.5,
    market_cap: 45678.9,
    score: 72,
    pillar_business_quality: 80,
    pillar_growth: 64,
    pillar_financial_strength: 90,
    pillar_earnings_quality: 70,
    pillar_management_credibility: 55,
    pillar_valuation: 40,
    pe: 24.456,
    pb: 3.1,
    roce: 21.4,
    roe: 18.25,
    opm: 19,
    debt_to_equity: 0.12,
    sales_growth_3y: 11.2,
    profit_growth_3y: 15.8,
    piotroski: 7,
    promoter_holding: 56.3,
  },
  series: { years: ['FY2023', 'FY2024', 'FY2025'], roce: [18.5, null, 21.4], sales: [9000, 9800, 10500], eps: [40.25, 44.5, 51.75] },
};

const KAVERI: ComparedCompany = {
  company_id: 'c-2',
  code: 'KAVERI',
  name: 'Kaveri Finance',
  values: { price: 88.2, market_cap: 1200, score: 51, pe: null, roce: null, roe: 12.5, piotroski: 5 },
  series: { years: ['FY2024', 'FY2025'], roce: [null, null], sales: [410, 455], eps: [6.5, 7.25] },
};

function serveComparison(answer: CompareResponse | (() => Response)) {
  server.use(http.get('/api/compare', () => (typeof answer === 'function' ? answer() : HttpResponse.json(answer))));
}

function renderView(ids: string[], theme: 'light' | 'dark' = 'light') {
  const onChange = jest.fn();
  const onOpenCompany = jest.fn();
  const result = renderWithShell(<CompareView ids={ids} onChange={onChange} onOpenCompany={onOpenCompany} />, { theme });
  return { ...result, onChange, onOpenCompany };
}

const view = () => screen.getByRole('region', { name: 'Compare companies' });
const table = () => within(view()).findByRole('table', { name: 'Each company’s latest figures, one column per company' });
const rowOf = (name: string) => within(view()).getByRole('rowheader', { name }).closest('tr') as HTMLElement;
const cells = (name: string) =>
  within(rowOf(name))
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('CompareView', () => {
  afterEach(() => {
    mockChartThrows = false;
  });

  it('asks for a second company when it has one, and asks the API nothing', () => {
    const sent = recordRequests();
    renderView(['c-1']);
    expect(view()).toHaveTextContent('Pick at least two companies to compare.');
    expect(sent.all).toHaveLength(0);
  });

  it('shows the figures side by side in the order asked, unknowns as dashes', async () => {
    serveComparison({ companies: [ARAVALI, KAVERI], limit: 4 });
    const sent = recordRequests();
    renderView(['c-2', 'c-1']);
    expect(within(view()).getByText('Loading the comparison...')).toHaveAttribute('aria-busy', 'true');
    const headers = within(await table()).getAllByRole('columnheader');
    expect(headers.map((header) => within(header).queryAllByRole('button')[0]?.textContent ?? header.textContent)).toEqual([
      'Figure',
      'Kaveri Finance',
      'Aravali Cement Works',
    ]);
    expect(new URL(sent.to('/api/compare', 'GET')[0]?.url ?? '').searchParams.get('ids')).toBe('c-2,c-1');
    expect(
      within(await table())
        .getAllByRole('rowheader')
        .map((header) => header.textContent),
    ).toEqual([
      'Current Price',
      'Market Capitalization',
      'Score',
      'Business quality',
      'Growth',
      'Financial strength',
      'Earnings quality',
      'Management credibility',
      'Valuation',
      'P/E',
      'P/B',
      'ROCE',
      'ROE',
      'OPM',
      'Debt to equity',
      'Sales growth 3Years',
      'Profit growth 3Years',
      'Piotroski score',
      'Promoter holding',
    ]);
    expect(cells('Current Price')).toEqual(['₹88.2', '₹1,234.5']);
    expect(cells('Market Capitalization')).toEqual(['₹1,200 Cr', '₹45,679 Cr']);
    expect(cells('P/E')).toEqual(['—', '24.46']);
    expect(cells('ROCE')).toEqual(['—', '21.4%']);
    expect(cells('Business quality')).toEqual(['—', '80']);
    expect(cells('Promoter holding')).toEqual(['—', '56.3%']);
    expect(view()).toHaveTextContent("Figures from each company's latest analysis. Open a company for its statements and full report.");
    const scroller = within(view()).getByRole('region', { name: 'Comparison table (scrolls sideways)' });
    expect(scroller).toHaveAttribute('tabindex', '0');
  });

  it('opens a company from its name and removes one with its Remove button', async () => {
    serveComparison({ companies: [ARAVALI, KAVERI], limit: 4 });
    const { onChange, onOpenCompany } = renderView(['c-1', 'c-2']);
    await userEvent.click(within(await table()).getByRole('button', { name: 'Kaveri Finance' }));
    expect(onOpenCompany).toHaveBeenCalledWith({ id: 'c-2', name: 'Kaveri Finance', code: 'KAVERI' });
    await userEvent.click(within(view()).getByRole('button', { name: 'Remove Aravali Cement Works' }));
    expect(onChange).toHaveBeenCalledWith(['c-2']);
  });

  it('draws ROCE, sales and EPS with a data table of the same numbers, gaps as dashes', async () => {
    serveComparison({ companies: [ARAVALI, KAVERI], limit: 4 });
    renderView(['c-1', 'c-2'], 'dark');
    await table();
    expect(within(view()).getByRole('region', { name: 'Ten years side by side' })).toBeInTheDocument();
    const roce = within(view()).getByRole('figure', { name: 'ROCE over ten years (%)' });
    const roceData = within(roce).getByRole('table', { name: 'ROCE over ten years (%): the chart’s numbers' });
    expect(within(roce).getByText('Show data table')).toBeInTheDocument();
    expect(
      within(roceData)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['YearAravali Cement WorksKaveri Finance', 'FY202318.5—', 'FY2024——', 'FY202521.4—']);
    const sales = within(view()).getByRole('figure', { name: 'Sales over ten years (₹ crore)' });
    expect(within(sales).getByRole('row', { name: /FY2025/ })).toHaveTextContent('FY202510,500455');
    const eps = within(view()).getByRole('figure', { name: 'EPS over ten years (₹)' });
    expect(within(eps).getByRole('row', { name: /FY2024/ })).toHaveTextContent('FY202444.56.5');
    expect(within(eps).getByText(/Aravali Cement Works, Kaveri Finance, FY2023 to FY2025\./)).toHaveClass('visually-hidden');
    expect(await within(eps).findByRole('img', { name: 'EPS over ten years (₹)' })).toBeInTheDocument();
  });

  it('says which company has no yearly figures, and when a chart has nothing to draw', async () => {
    serveComparison({ companies: [{ ...ARAVALI, series: null }, KAVERI], limit: 4 });
    renderView(['c-1', 'c-2']);
    await table();
    expect(view()).toHaveTextContent('Aravali Cement Works has no yearly figures yet.');
    const roce = within(view()).getByRole('figure', { name: 'ROCE over ten years (%)' });
    expect(roce).toHaveTextContent('None of these companies has yearly figures for this chart.');
  });

  it('keeps a chart that fails to draw to its data table', async () => {
    mockChartThrows = true;
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    serveComparison({ companies: [ARAVALI, KAVERI], limit: 4 });
    renderView(['c-1', 'c-2']);
    const sales = await within(view()).findByRole('figure', { name: 'Sales over ten years (₹ crore)' });
    expect(await within(sales).findByText('This chart could not be drawn. Its values are in the data table.')).toBeInTheDocument();
    expect(within(sales).getByRole('row', { name: /FY2023/ })).toHaveTextContent('FY20239,000—');
  });

  it('over the free limit, says so, offers the upgrade dialog and shows nothing else', async () => {
    serveComparison(() => HttpResponse.json({ error: 'compare_limit', message: 'prose', limit: 2 }, { status: 403 }));
    const { store } = renderView(['c-1', 'c-2', 'c-3']);
    const alert = await within(view()).findByRole('alert');
    expect(alert).toHaveTextContent('Free accounts compare 2 companies at a time. Upgrade to Premium to compare up to 4.');
    expect(within(view()).queryByRole('table')).not.toBeInTheDocument();
    expect(within(view()).queryByRole('figure')).not.toBeInTheDocument();
    await userEvent.click(within(alert).getByRole('button', { name: 'Upgrade to Premium' }));
    expect(store.getState().research.upgradeDialog).toEqual({ open: true, message: null });
  });

  it('asks again once an upgrade refreshes the access summary, and then shows the comparison', async () => {
    let premium = false;
    serveComparison(() =>
      premium
        ? HttpResponse.json({ companies: [ARAVALI, KAVERI], limit: 4 })
        : HttpResponse.json({ error: 'compare_limit', message: 'prose', limit: 2 }, { status: 403 }),
    );
    const { store } = renderView(['c-1', 'c-2']);
    await within(view()).findByRole('alert');
    premium = true;
    await act(async () => void store.dispatch(refreshAccessSummary()));
    expect(await table()).toBeInTheDocument();
    expect(within(view()).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says when a company has no figures yet', async () => {
    serveComparison(() => HttpResponse.json({ error: 'company_not_found', message: 'prose' }, { status: 404 }));
    renderView(['c-1', 'c-9']);
    expect(await within(view()).findByRole('alert')).toHaveTextContent('One of these companies has no figures yet.');
  });

  it('says when the comparison cannot load, and loads it on Try again', async () => {
    serveComparison(() => HttpResponse.json({ error: 'internal', message: 'boom' }, { status: 500 }));
    renderView(['c-1', 'c-2']);
    const alert = await within(view()).findByRole('alert');
    expect(alert).toHaveTextContent('The comparison could not load. Try again.');
    serveComparison({ companies: [ARAVALI, KAVERI], limit: 4 });
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await table()).toBeInTheDocument();
  });
});
