import { render, screen, within } from '@testing-library/react';
import { researchV2Document } from 'shared-types/testing';
import { showTheWorking } from '../../testing/showTheWorking';
import { renderInHindi } from './renderInHindi';
import { ScenariosSection } from './ScenariosSection';

const scenarios = () => screen.getByRole('table', { name: '3-10 year hold scenarios' });

describe('ScenariosSection: 5. 3-10 Year Hold Scenarios', () => {
  it('tables Scenario, Probability and Description for the base, bull and bear cases', () => {
    render(<ScenariosSection hold={researchV2Document('steady-compounder').hold} />);
    expect(screen.getByRole('heading', { level: 4, name: '5. 3-10 Year Hold Scenarios' })).toBeInTheDocument();
    expect(
      within(scenarios())
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Scenario', 'Probability', 'Description']);
    const base = within(within(scenarios()).getByRole('row', { name: /^Base Case/ })).getAllByRole('cell');
    expect(base.map((cell) => cell.textContent)).toEqual(['55%', 'EPS growth 15.0% a year, exit P/E 29.0×; IRR 15.2% a year over 5 years, 12.6% over 10']);
    expect(within(scenarios()).getByRole('row', { name: /^Bull Case/ })).toHaveTextContent('30%');
    expect(within(scenarios()).getByRole('row', { name: /^Bear Case/ })).toHaveTextContent('15%');
    expect(within(screen.getByRole('table', { name: 'Expected return' })).getByRole('cell')).toHaveTextContent('16.1% a year');
  });

  it('words each case’s assumptions and the weighting behind the working', () => {
    render(<ScenariosSection hold={researchV2Document('steady-compounder').hold} />);
    showTheWorking();
    expect(screen.getByText(/^Base Case: Assumptions: EPS grows 15.0% a year for 5 years, fading to 5.0% by year 10/)).toBeVisible();
    expect(screen.getByText(/worth ₹3,212.23 a share at the exit multiple\.$/)).toBeVisible();
    expect(screen.getByText('Bear Case: Growth 5 points below base and an exit P/E 25% lower: growth disappoints and the multiple de-rates.')).toBeVisible();
    expect(screen.getByText(/as sales or net profit rose in 18 of 18 measurable year-on-year comparisons/)).toBeVisible();
  });

  it('says a shrinking case shrinks, its size without a minus sign', () => {
    const hold = researchV2Document('steady-compounder').hold;
    hold.scenarios![2]!.growth = { value: -0.04, unit: 'fraction' };
    render(<ScenariosSection hold={hold} />);
    showTheWorking();
    expect(screen.getByText(/^Bear Case: Assumptions: EPS shrinks 4.0% a year/)).toBeVisible();
  });

  it('says there are no scenarios, and why, with no statements', () => {
    render(<ScenariosSection hold={researchV2Document('no-statements').hold} />);
    expect(screen.getByText('No scenarios data available')).toBeVisible();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    showTheWorking();
    expect(screen.getByText('No financial statements imported yet, so no scenario can be built.')).toBeVisible();
  });

  it('heads the table in Hindi', async () => {
    await renderInHindi(<ScenariosSection hold={researchV2Document('lender').hold} />);
    const table = await screen.findByRole('table', { name: '3-10 वर्ष निवेश बनाए रखने के परिदृश्य' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['परिदृश्य', 'संभावना', 'विवरण']);
    expect(screen.getByRole('heading', { level: 4, name: '5. 3-10 वर्ष निवेश बनाए रखने के परिदृश्य' })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: /^आधार परिदृश्य/ })).toHaveTextContent('EPS वृद्धि 11.1% सालाना');
  });
});
