import { render, screen, within } from '@testing-library/react';
import type { ResearchV2 } from 'shared-types/api';
import { researchV2Document } from 'shared-types/testing';
import { showTheWorking } from '../../testing/showTheWorking';
import { renderInHindi } from './renderInHindi';
import { ValueSection } from './ValueSection';

const renderValue = (document: ResearchV2) => render(<ValueSection value={document.value} hold={document.hold} />);
const cells = (table: HTMLElement, name: RegExp) =>
  within(within(table).getByRole('row', { name }))
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe("ValueSection: 4. Owner's Earnings and Margin of Safety", () => {
  it('heads its three parts with the spec’s titles', () => {
    renderValue(researchV2Document('steady-compounder'));
    expect(screen.getByRole('heading', { level: 4, name: "4. Owner's Earnings and Margin of Safety" })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 5 }).map((heading) => heading.textContent)).toEqual([
      'Owner’s Earnings and Margin of Safety Analysis',
      'IRR Projections',
      'Fat Pitch Analysis',
    ]);
  });

  it('words how the price is dated with the price’s own date, which the answer carries on the price', () => {
    const document = researchV2Document('steady-compounder');
    document.hold.assumptions = [{ code: 'hold.price.after' }];
    renderValue(document);
    showTheWorking();
    expect(screen.getByText(/Dated after 2025-06-30\./)).toBeInTheDocument();
    expect(screen.queryByText(/No explanation is available/)).toBeNull();
  });

  it('adds up owner’s earnings from its inputs to the result', () => {
    renderValue(researchV2Document('steady-compounder'));
    const table = screen.getByRole('table', { name: 'Owner’s earnings for FY2025' });
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((header) => header.textContent),
    ).toEqual(['Net profit', 'Plus depreciation', 'Less maintenance capex', 'Less working-capital change', 'Owner’s earnings']);
    expect(cells(table, /^Owner’s earnings/)).toEqual(['₹437 crore']);
  });

  it('tables the models, each used or left out and why', () => {
    renderValue(researchV2Document('steady-compounder'));
    const models = screen.getByRole('table', { name: 'Valuation models' });
    expect(
      within(models)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Model', 'Value a share', 'In the range', 'Why']);
    expect(cells(models, /^Graham number/)).toEqual([
      '₹589.61 a share',
      'Left out',
      'its P/E of 15 and P/B of 1.5 imply a 10% ROE, and a median ROE of 21.6% is outside 8.0%–12.0%',
    ]);
    expect(cells(models, /^EPS × justified P\/E/)[1]).toBe('Used');
  });

  it('shows the margin of safety as its number beside bars of value and price', () => {
    renderValue(researchV2Document('steady-compounder'));
    const bar = screen.getByRole('group', { name: 'Price against intrinsic value' });
    expect(within(bar).getByText('-118.5%')).toBeInTheDocument();
    expect(within(bar).getByText('Price above value')).toBeInTheDocument();
    expect(within(bar).getByText('₹755.95 a share')).toBeInTheDocument();
    expect(within(bar).getByText('₹1,652.10 a share')).toBeInTheDocument();
  });

  it('tables the IRR by holding period and gives the fat-pitch verdict and tests as chips', () => {
    renderValue(researchV2Document('steady-compounder'));
    const irr = screen.getByRole('table', { name: 'IRR Projections' });
    expect(cells(irr, /^3-year hold/)).toEqual(['14.7%']);
    expect(cells(irr, /^10-year hold/)).toEqual(['12.6%']);
    expect(screen.getByText('Close, not a fat pitch')).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'The fat-pitch tests' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Quality: pass', 'Margin of safety: fail', 'Expected return: pass']);
  });

  it('words the working: owner’s earnings, the margin formula and the verdict', () => {
    renderValue(researchV2Document('steady-compounder'));
    showTheWorking();
    expect(
      screen.getByText(
        'Owner’s earnings for FY2025 = net profit ₹551 crore + depreciation ₹99 crore − maintenance capex ₹99 crore − working-capital change ₹113 crore = ₹437 crore.',
      ),
    ).toBeVisible();
    expect(screen.getByText(/Averaged over the last 3 years with figures, owner’s earnings are ₹378 crore, or ₹37.84 a share on/)).toBeVisible();
    expect(screen.getByText(/^Margin of safety = \(IV − price\) \/ IV/)).toBeVisible();
    expect(screen.getByText('Verdict: close, but not a fat pitch (margin of safety falls short).')).toBeVisible();
    expect(screen.getByText('Growth: the EPS CAGR of 16.3%.')).toBeVisible();
    expect(screen.getByText(/^EPS of ₹55.07 a share growing 15.0% a year for five years .* = ₹755.95 a share$/)).toBeVisible();
  });

  it('says owner’s earnings do not apply to a lender and values it on book', () => {
    renderValue(researchV2Document('lender'));
    expect(screen.getByText('Owner’s earnings: Not applicable')).toBeInTheDocument();
    expect(screen.getByText('Price below value')).toBeInTheDocument();
    expect(cells(screen.getByRole('table', { name: 'Valuation models' }), /^Justified P\/B × book value/).slice(0, 2)).toEqual(['₹125.61 a share', 'Used']);
    showTheWorking();
    expect(screen.getByText('Intrinsic value = justified P/B × book value per share = 1.29× × ₹97.12 a share = ₹125.61 a share.')).toBeVisible();
    expect(screen.getByText('The shares trade at 1.08 times book (current P/B) against the justified 1.29×.')).toBeVisible();
  });

  it('shows n/m for a horizon with no IRR, and why behind the working', () => {
    const document = researchV2Document('steady-compounder');
    document.hold.irr![2] = { horizon_years: 10, reason: { code: 'hold.irr.no_solution' } };
    renderValue(document);
    expect(cells(screen.getByRole('table', { name: 'IRR Projections' }), /^10-year hold/)).toEqual(['n/m']);
    showTheWorking();
    expect(screen.getByText('10-year hold: No solution.')).toBeVisible();
  });

  it('grids the 5-year IRR by growth and exit P/E behind the working', () => {
    renderValue(researchV2Document('steady-compounder'));
    showTheWorking();
    const grid = screen.getByRole('table', { name: '5-year IRR by EPS growth and exit P/E' });
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['EPS growth', 'Exit P/E 21.8×', 'Exit P/E 29.0×', 'Exit P/E 36.3×']);
    expect(cells(grid, /^15.0%/)).toEqual(['8.9%', '15.2%', '20.3%']);
  });

  it('reads right with no statements and with no estimate', () => {
    renderValue(researchV2Document('no-statements'));
    expect(screen.getByText(/owner’s earnings, intrinsic value and margin of safety cannot be estimated/)).toBeVisible();
    expect(screen.getByText('Not projected')).toBeInTheDocument();
    expect(screen.getByText('Not judged')).toBeInTheDocument();
    showTheWorking();
    expect(screen.getByText('No financial statements imported yet: a fat pitch cannot be judged.')).toBeVisible();
  });

  it('draws no bar without an intrinsic value, and says so in the working', () => {
    const document = researchV2Document('steady-compounder');
    delete document.value.intrinsic_value;
    document.value.models = [];
    renderValue(document);
    expect(screen.queryByRole('group', { name: 'Price against intrinsic value' })).not.toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Valuation models' })).not.toBeInTheDocument();
    showTheWorking();
    expect(screen.getByText('With no positive estimate there is no intrinsic value to measure a margin of safety against.')).toBeVisible();
  });

  it('labels its tables and chips in Hindi', async () => {
    await renderInHindi(<ValueSection value={researchV2Document('steady-compounder').value} hold={researchV2Document('steady-compounder').hold} />);
    expect(await screen.findByRole('table', { name: 'मूल्यांकन मॉडल' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 5, name: 'मालिक की आय और सुरक्षा मार्जिन का विश्लेषण' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'FY2025 के लिए मालिक की आय' })).toBeInTheDocument();
    expect(screen.getByText('भाव मूल्य से ऊपर')).toBeInTheDocument();
    expect(screen.getByText('क़रीब, पर Fat Pitch नहीं')).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: '5 वर्ष तक निवेश' })).toBeInTheDocument();
  });
});
