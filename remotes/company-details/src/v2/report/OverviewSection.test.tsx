import { render, screen, within } from '@testing-library/react';
import type { ResearchV2 } from 'shared-types/api';
import { researchV2Document } from 'shared-types/testing';
import { showTheWorking } from '../../testing/showTheWorking';
import { OverviewSection } from './OverviewSection';

const keyFigures = () => screen.getByRole('table', { name: 'Key figures of the overall investigation' });
const row = (name: RegExp) => within(keyFigures()).getByRole('row', { name });

describe('OverviewSection: 1. Overall Investigation', () => {
  it('shows growth, returns and the P/E as a table, the returns level as a chip; the price and sector are the summary’s', () => {
    render(<OverviewSection document={researchV2Document('steady-compounder')} />);
    expect(screen.getByRole('heading', { level: 4, name: '1. Overall Investigation' })).toBeInTheDocument();
    expect(
      within(keyFigures())
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Measure', 'Value', 'Period']);
    expect(row(/^Sales CAGR/)).toHaveTextContent('15.0%FY2020–FY2025');
    expect(row(/^Median ROCE/)).toHaveTextContent('28.3% High returns');
    expect(row(/^P\/E/)).toHaveTextContent('30.0×');
    expect(within(keyFigures()).queryByRole('rowheader', { name: /^(Price|Sector)/ })).toBeNull();
  });

  it('words how the price is dated with the price’s own date', () => {
    const document = researchV2Document('steady-compounder');
    document.report.overview.price_reasons = [{ code: 'hold.price.on_or_after' }];
    render(<OverviewSection document={document} />);
    showTheWorking();
    expect(screen.getByText('Dated on or after 2025-06-30.')).toBeInTheDocument();
  });

  it('states the CAGRs and the P/E in sentences behind the working', () => {
    render(<OverviewSection document={researchV2Document('steady-compounder')} />);
    showTheWorking();
    expect(screen.getByText('Sales went from ₹1,749 crore in FY2020 to ₹3,518 crore in FY2025: a CAGR of 15.0%.')).toBeVisible();
    expect(screen.getByText('The shares trade at 30.00 times FY2025 EPS of ₹55.07 a share (an earnings yield of 3.3%).')).toBeVisible();
  });

  it('reads a lender on ROE and says it is one', () => {
    render(<OverviewSection document={researchV2Document('lender')} />);
    expect(screen.getByText('Lender (bank or NBFC)')).toBeInTheDocument();
    expect(row(/^Median ROE/)).toHaveTextContent('14.4% Adequate returns');
  });

  it('says why a CAGR is not given, and shows n/a for it', () => {
    const document: ResearchV2 = researchV2Document('steady-compounder');
    document.report.overview.growth!.eps = { reason: { code: 'report.cagr.latest_not_positive' } };
    render(<OverviewSection document={document} />);
    expect(row(/^EPS CAGR/)).toHaveTextContent('n/a');
    showTheWorking();
    expect(screen.getByText('EPS: Not computable: the latest figure is not positive.')).toBeVisible();
  });

  it('writes n/a for a figure whose value is unknown', () => {
    const document: ResearchV2 = researchV2Document('steady-compounder');
    document.report.overview.returns!.median.value = null;
    document.report.overview.growth!.sales.value!.value = null;
    render(<OverviewSection document={document} />);
    expect(row(/^Median ROCE/)).toHaveTextContent('n/a High returns');
    expect(row(/^Sales CAGR/)).toHaveTextContent('n/a');
  });

  it('shows the price alone with no statements, and says there is nothing to analyse', () => {
    render(<OverviewSection document={researchV2Document('no-statements')} />);
    expect(within(keyFigures()).getAllByRole('row')).toHaveLength(2);
    expect(row(/^Price/)).toHaveTextContent('₹250.00 a share');
    expect(screen.getByText('No financial statements have been imported yet, so there is nothing to analyse beyond the listing.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Show the working' })).not.toBeInTheDocument();
  });
});
