import { render, screen, within } from '@testing-library/react';
import type { ResearchV2 } from 'shared-types/api';
import { researchV2Document } from 'shared-types/testing';
import { showTheWorking } from '../../testing/showTheWorking';
import { MoatSection } from './MoatSection';

const figures = () => screen.getByRole('table', { name: 'Returns on capital, margins and reinvestment' });
const signals = () =>
  within(screen.getByRole('list', { name: 'Moat signals' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('MoatSection: 2. Business Model and Moat', () => {
  it('shows ROCE, its range and stability, margins and reinvestment, with the moat verdict as a chip', () => {
    render(<MoatSection report={researchV2Document('steady-compounder').report} />);
    expect(screen.getByRole('heading', { level: 4, name: '2. Business Model and Moat' })).toBeInTheDocument();
    expect(signals()).toEqual(['Moat', 'Reinvesting for growth']);
    expect(within(figures()).getByRole('row', { name: /^Median ROCE/ })).toHaveTextContent('28.3%');
    expect(within(figures()).getByRole('row', { name: /^ROCE range/ })).toHaveTextContent('27.9% to 28.9%');
    expect(within(figures()).getByRole('row', { name: /^ROCE stability/ })).toHaveTextContent('Stable');
    expect(within(figures()).getByRole('row', { name: /^Capex \/ depreciation/ })).toHaveTextContent('2.63×');
  });

  it('words the verdict and puts working capital and dividends in tables behind the working', () => {
    render(<MoatSection report={researchV2Document('steady-compounder').report} />);
    showTheWorking();
    expect(screen.getByText(/Returns well above the cost of capital, sustained year after year, are the footprint of a moat/)).toBeVisible();
    const workingCapital = screen.getByRole('table', { name: 'Working capital in days' });
    expect(within(workingCapital).getByRole('row', { name: /^FY2025/ })).toHaveTextContent('40 days65 days');
    expect(within(screen.getByRole('table', { name: 'Dividends' })).getByRole('row', { name: /^FY2025/ })).toHaveTextContent('₹13.77 a share25%');
  });

  it('reads a lender on ROE, with its capital cushion and leverage trend', () => {
    render(<MoatSection report={researchV2Document('lender').report} />);
    expect(signals()).toEqual(['Fell below the cost of equity', 'Loan book outgrowing equity']);
    expect(within(figures()).getByRole('row', { name: /^Leverage/ })).toHaveTextContent('7.32× to 7.73×FY2021 to FY2025');
    showTheWorking();
    expect(screen.getByText(/ROE fell below the 13.0% cost of equity in FY2019 and FY2020/)).toBeVisible();
  });

  it('says why ROCE is missing', () => {
    const report: ResearchV2['report'] = researchV2Document('steady-compounder').report;
    delete report.moat!.returns;
    report.moat!.returns_reason = { code: 'report.roce.capital_not_positive' };
    render(<MoatSection report={report} />);
    showTheWorking();
    expect(screen.getByText('ROCE cannot be computed: capital employed is zero or negative.')).toBeVisible();
  });

  it('says a kind of company the engine has no model for is not assessed', () => {
    const report: ResearchV2['report'] = researchV2Document('steady-compounder').report;
    report.overview.unmodelled_kind = 'insurer';
    delete report.moat;
    render(<MoatSection report={report} />);
    expect(screen.getByText(/^Not assessed: the engine has no model for insurers yet/)).toBeVisible();
  });

  it('says the moat cannot be assessed with no statements', () => {
    render(<MoatSection report={researchV2Document('no-statements').report} />);
    expect(screen.getByText('No financial statements imported yet: returns on capital, margins and reinvestment cannot be assessed.')).toBeVisible();
  });
});
