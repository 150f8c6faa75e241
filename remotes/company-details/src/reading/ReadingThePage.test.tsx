import { act, fireEvent, screen, within } from '@testing-library/react';
import { PART1_TITLE, PART2_TITLE, PART3_TITLE, PART4_TITLE } from 'shared-types/api/fields';
import type { ReceivedCompanyDetails } from 'shared-types/api';
import { createShellStore, researchStarted, researchSucceeded } from 'shared-types/shell';
import { makeDetails } from 'shared-types/testing';
import CompanyDetailsPage from '../CompanyDetailsPage';
import { CompanyDetailsView } from '../CompanyDetailsView';
import { renderWithShell } from '../testing/renderWithShell';

const company = { id: 'c-7', name: 'Steady Compounder Ltd', code: 'STEADY' };

async function renderView(details: ReceivedCompanyDetails, extra: { price?: string; statements?: string } = {}) {
  await act(async () => {
    renderWithShell(<CompanyDetailsView details={details} company={company} {...extra} />);
  });
}

const bar = () => within(screen.getByRole('navigation', { name: 'Sections of this research' }));
const part = (title: string) => within(screen.getByRole('region', { name: title }));

describe('the section bar', () => {
  it('lists the sections present, in page order, and hides Price and Statements until their content is given', async () => {
    await renderView(makeDetails());
    expect(
      bar()
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Summary', 'Peers', 'Lenses', 'Part 1', 'Part 2', 'Part 3', 'Part 4']);
    expect(bar().getByRole('link', { name: 'Summary' })).toHaveAttribute('aria-current', 'location');
  });

  it('lists Price and Statements when they are filled, and leaves out Part 4 when the payload has none', async () => {
    const details = makeDetails();
    delete (details as Record<string, unknown>)[PART4_TITLE];
    await renderView(details, { price: 'the price chart', statements: 'the statements' });
    expect(
      bar()
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Summary', 'Price', 'Statements', 'Peers', 'Lenses', 'Part 1', 'Part 2', 'Part 3']);
    expect(document.getElementById('price')).toHaveTextContent('the price chart');
    expect(document.getElementById('statements')).toHaveTextContent('the statements');
  });

  it('jumps to a section and moves focus to its heading', async () => {
    await renderView(makeDetails());
    fireEvent.click(bar().getByRole('link', { name: 'Part 3' }));
    expect(screen.getByRole('heading', { level: 3, name: PART3_TITLE })).toHaveFocus();
    fireEvent.click(bar().getByRole('link', { name: 'Peers' }));
    expect(screen.getByRole('heading', { level: 3, name: 'Peer Comparison' })).toHaveFocus();
  });
});

describe('the section being read', () => {
  it('is a short last section once the page is scrolled to its end, though its top is below the reading line', async () => {
    // jsdom has neither IntersectionObserver nor layout: a quiet observer, and tops as a 768 px window at the end would see them.
    const original = window.IntersectionObserver;
    window.IntersectionObserver = class {
      observe() {}
      disconnect() {}
    } as unknown as typeof IntersectionObserver;
    const tops: Record<string, number> = { summary: -3000, peers: -2000, lenses: -1500, 'part-1': -900, 'part-2': -400, 'part-3': 100, 'part-4': 430 };
    const rects = jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      return { top: tops[this.id] ?? 0 } as DOMRect;
    });
    try {
      await renderView(makeDetails());
      Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: window.innerHeight + 500 });
      Object.defineProperty(window, 'scrollY', { configurable: true, value: 400 });
      act(() => void window.dispatchEvent(new Event('scrollend')));
      expect(bar().getByRole('link', { name: 'Part 3' })).toHaveAttribute('aria-current', 'location');
      Object.defineProperty(window, 'scrollY', { configurable: true, value: 500 });
      act(() => void window.dispatchEvent(new Event('scrollend')));
      expect(bar().getByRole('link', { name: 'Part 4' })).toHaveAttribute('aria-current', 'location');
    } finally {
      rects.mockRestore();
      window.IntersectionObserver = original;
      Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
      Reflect.deleteProperty(document.documentElement, 'scrollHeight');
    }
  });
});

describe('folding by the payload’s structure', () => {
  it('opens each Part on its first section and keeps the working folded, in the page, until asked for', async () => {
    await renderView(makeDetails());
    // Part 1 opens on the guidance's Key Insights, Part 3 on its overall investigation, Part 4 on its score.
    expect(part(PART1_TITLE).getByRole('heading', { name: 'Key Insights' })).toBeVisible();
    expect(part(PART1_TITLE).queryByRole('heading', { name: '2. Management Guidance Analysis' })).toBeNull();
    expect(part(PART3_TITLE).getByRole('heading', { name: '1. Overall Investigation' })).toBeVisible();
    expect(part(PART3_TITLE).getByText('2. Business Model and Moat')).not.toBeVisible();
    expect(part(PART4_TITLE).getByText('Score')).toBeVisible();
    expect(part(PART4_TITLE).getByText('Growth')).not.toBeVisible();
    // Part 2 opens on its table and overall assessment; the Justification column is its working.
    const riskTable = part(PART2_TITLE).getByRole('table', { name: 'Operational risk factors' });
    expect(riskTable).toBeVisible();
    expect(part(PART2_TITLE).getByRole('heading', { name: 'Overall Risk Assessment' })).toBeVisible();
    expect(within(riskTable).getByText('Justification')).not.toBeVisible();
    const showJustification = part(PART2_TITLE).getByRole('button', { name: 'Show the working' });
    expect(showJustification.getAttribute('aria-controls')).toBe(riskTable.closest('[id]:not([role])')?.id);
    fireEvent.click(showJustification);
    expect(within(riskTable).getByRole('columnheader', { name: 'Justification' })).toBeVisible();

    const show = part(PART3_TITLE).getByRole('button', { name: 'Show the working' });
    expect(show).toHaveAttribute('aria-expanded', 'false');
    const working = document.getElementById(show.getAttribute('aria-controls')!)!;
    expect(working).not.toBeVisible();
    fireEvent.click(show);
    expect(show).toHaveAttribute('aria-expanded', 'true');
    expect(show).toHaveTextContent('Hide the working');
    expect(working).toBeVisible();
    expect(part(PART3_TITLE).getByRole('heading', { name: '5. 3-10 Year Hold Scenarios' })).toBeVisible();
  });

  it('opens Part 1 on its first section when the guidance has no Key Insights', async () => {
    const details = makeDetails();
    await renderView({ ...details, [PART1_TITLE]: { '1. Future Forecast vs. Actuals (Past 5 Years)': 'Met its forecasts.' } });
    expect(part(PART1_TITLE).getByRole('heading', { name: '1. Future Forecast vs. Actuals (Past 5 Years)' })).toBeVisible();
    expect(part(PART1_TITLE).getByText('Met its forecasts.')).toBeVisible();
  });

  it('folds what a newer server adds to Part 2 under its working', async () => {
    const details = makeDetails();
    const part2 = details[PART2_TITLE] as Record<string, unknown>;
    await renderView({ ...details, [PART2_TITLE]: { ...part2, sector_notes: 'Cyclical demand.' } });
    expect(part(PART2_TITLE).getByText('Cyclical demand.')).not.toBeVisible();
    expect(part(PART2_TITLE).getByRole('button', { name: 'Show the working' }).getAttribute('aria-controls')?.split(' ')).toHaveLength(2);
    fireEvent.click(part(PART2_TITLE).getByRole('button', { name: 'Show the working' }));
    expect(part(PART2_TITLE).getByText('Cyclical demand.')).toBeVisible();
  });

  it('labels each risk-table cell with its column, for the stacked rows on a phone', async () => {
    await renderView(makeDetails());
    fireEvent.click(part(PART2_TITLE).getByRole('button', { name: 'Show the working' }));
    const [firstRow] = within(part(PART2_TITLE).getByRole('table')).getAllByRole('row').slice(1);
    expect(
      within(firstRow!)
        .getAllByRole('cell')
        .map((cell) => cell.getAttribute('data-label')),
    ).toEqual(['Risk Factor', 'Assessment', 'Data', 'Justification']);
  });
});

describe('arriving at the result', () => {
  it('moves focus to the result’s heading when a research completes', async () => {
    const store = createShellStore();
    store.dispatch(researchStarted(company));
    renderWithShell(<CompanyDetailsPage />, { store });
    await act(async () => {
      store.dispatch(researchSucceeded({ company, details: makeDetails() }));
    });
    const heading = screen.getByRole('heading', { level: 2, name: 'Company Details' });
    expect(heading).toHaveFocus();
    expect(heading).toHaveAttribute('tabindex', '-1');
  });

  it('takes the reader to a result that was there before the view loaded, when focus is on nothing', async () => {
    const store = createShellStore();
    store.dispatch(researchSucceeded({ company, details: makeDetails() }));
    await act(async () => {
      renderWithShell(<CompanyDetailsPage />, { store });
    });
    expect(screen.getByRole('heading', { level: 2, name: 'Company Details' })).toHaveFocus();
  });

  it('leaves focus alone when the page opens on a result while the reader is elsewhere', async () => {
    const elsewhere = document.createElement('button');
    document.body.append(elsewhere);
    elsewhere.focus();
    const store = createShellStore();
    store.dispatch(researchSucceeded({ company, details: makeDetails() }));
    await act(async () => {
      renderWithShell(<CompanyDetailsPage />, { store });
    });
    expect(screen.getByRole('heading', { level: 2, name: 'Company Details' })).not.toHaveFocus();
    expect(elsewhere).toHaveFocus();
    elsewhere.remove();
  });
});
