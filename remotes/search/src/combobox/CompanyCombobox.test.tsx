import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { selectSelectedCompany } from 'shared-types/shell';
import { http, HttpResponse } from 'shared-types/testing';
import { server } from 'shared-types/testing/server';
import { renderSearchPage } from '../testing/renderSearchPage';

const box = () => screen.getByRole('combobox', { name: 'Company' });
// Found through the box's aria-controls, so the test also proves that link.
const listbox = () => {
  const element = document.getElementById(box().getAttribute('aria-controls') ?? '');
  if (!element) throw new Error('aria-controls does not point at an element');
  return element;
};
const optionNames = () =>
  within(listbox())
    .queryAllByRole('option')
    .map((option) => option.getAttribute('aria-label') ?? option.textContent);
const highlightedName = () => {
  const id = box().getAttribute('aria-activedescendant');
  return id ? document.getElementById(id)?.getAttribute('aria-label') : null;
};

describe('CompanyCombobox', () => {
  it('is an ARIA combobox that opens on focus and asks the person to start typing', async () => {
    await renderSearchPage();
    expect(box()).toHaveAttribute('aria-autocomplete', 'list');
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    expect(listbox()).toHaveAttribute('role', 'listbox');
    expect(listbox()).not.toBeVisible();

    await userEvent.click(box());
    expect(box()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('listbox', { name: 'Company suggestions' })).toBe(listbox());
    expect(screen.getByRole('option', { name: 'Start typing to search companies...' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('suggests matches by name or code as the person types, best first', async () => {
    await renderSearchPage();
    await userEvent.type(box(), 'CEM');
    expect(optionNames()).toEqual(['Aravali Cement Works (ARAVALI)', 'Coastal Cement Traders']);
    await userEvent.clear(box());
    await userEvent.type(box(), 'pow');
    expect(optionNames()).toEqual(['Deccan Power Holdings (DECPOW)']);
    // The matching part is marked, so it is clear why a company was suggested.
    expect(screen.getByRole('option', { name: 'Deccan Power Holdings (DECPOW)' }).querySelector('mark')).toHaveTextContent('Pow');
  });

  it("marks a suggestion whose company has no statements 'no data yet', and only that one", async () => {
    server.use(
      http.get('/api/stocks', () =>
        HttpResponse.json([
          { id: 'isin:INE040A01034', name: 'HDFC Bank Limited', code: 'HDFCBANK', is_demo: false, has_statements: false },
          { id: 'isin:INE001A01036', name: 'HDFC Life Insurance Company Limited', code: 'HDFCLIFE', is_demo: false, has_statements: true },
        ]),
      ),
    );
    await renderSearchPage();
    await userEvent.type(box(), 'hdfc');
    expect(optionNames()).toEqual(['HDFC Bank Limited (HDFCBANK), no data yet', 'HDFC Life Insurance Company Limited (HDFCLIFE)']);
    const bank = screen.getByRole('option', { name: 'HDFC Bank Limited (HDFCBANK), no data yet' });
    expect(within(bank).getByText('no data yet')).toBeVisible();
    expect(within(screen.getByRole('option', { name: 'HDFC Life Insurance Company Limited (HDFCLIFE)' })).queryByText('no data yet')).toBeNull();
  });

  it('shows at most 10 suggestions', async () => {
    const many = Array.from({ length: 14 }, (_, i) => ({ id: `m-${i}`, name: `Malwa Mills ${i + 1}`, code: `MALWA${i + 1}`, is_demo: true }));
    server.use(http.get('/api/stocks', () => HttpResponse.json(many)));
    await renderSearchPage();
    await userEvent.type(box(), 'malwa');
    expect(optionNames()).toHaveLength(10);
  });

  it("says 'No companies found matching your search' when nothing matches", async () => {
    await renderSearchPage();
    await userEvent.type(box(), 'zzz');
    expect(within(listbox()).getAllByRole('option')).toHaveLength(1);
    expect(screen.getByRole('option', { name: 'No companies found matching your search' })).toBeInTheDocument();
  });

  it('moves the highlight with the arrow keys, wrapping around both ways, and keeps it in view', async () => {
    const scrolled = jest.spyOn(Element.prototype, 'scrollIntoView');
    await renderSearchPage();
    await userEvent.type(box(), 'a'); // Aravali, Coastal, Deccan, Kaveri, Sahyadri
    expect(box()).not.toHaveAttribute('aria-activedescendant');

    await userEvent.keyboard('{ArrowDown}');
    expect(highlightedName()).toBe('Aravali Cement Works (ARAVALI)');
    expect(screen.getByRole('option', { name: 'Aravali Cement Works (ARAVALI)' })).toHaveAttribute('aria-selected', 'true');
    expect(scrolled).toHaveBeenLastCalledWith({ block: 'nearest' });

    await userEvent.keyboard('{ArrowUp}');
    expect(highlightedName()).toBe('Sahyadri Paper Mills (SAHPAP)'); // wrapped from first to last
    expect(screen.getByRole('option', { name: 'Aravali Cement Works (ARAVALI)' })).toHaveAttribute('aria-selected', 'false');

    await userEvent.keyboard('{ArrowDown}');
    expect(highlightedName()).toBe('Aravali Cement Works (ARAVALI)'); // wrapped from last to first
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(highlightedName()).toBe('Deccan Power Holdings (DECPOW)');
    expect(scrolled.mock.contexts.at(-1)).toBe(screen.getByRole('option', { name: 'Deccan Power Holdings (DECPOW)' }));
  });

  it('starts from the last suggestion with ArrowUp', async () => {
    await renderSearchPage();
    await userEvent.type(box(), 'a');
    await userEvent.keyboard('{ArrowUp}');
    expect(highlightedName()).toBe('Sahyadri Paper Mills (SAHPAP)');
  });

  it('selects the highlighted suggestion with Enter: the box shows its name and the list closes', async () => {
    const { store } = await renderSearchPage();
    await userEvent.type(box(), 'tex');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(box()).toHaveValue('Kaveri Textiles');
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    expect(box()).not.toHaveAttribute('aria-activedescendant');
    expect(selectSelectedCompany(store.getState())).toEqual({ id: 'c-kaveri', name: 'Kaveri Textiles', code: 'KAVTEX' });
  });

  it('selects a suggestion with a click and keeps focus in the box', async () => {
    const { store } = await renderSearchPage();
    await userEvent.type(box(), 'paper');
    await userEvent.click(screen.getByRole('option', { name: 'Sahyadri Paper Mills (SAHPAP)' }));
    expect(box()).toHaveValue('Sahyadri Paper Mills');
    expect(box()).toHaveFocus();
    expect(selectSelectedCompany(store.getState())?.id).toBe('c-sahyadri');
  });

  it('closes with Escape without changing the text, and opens again on typing or ArrowDown', async () => {
    await renderSearchPage();
    await userEvent.type(box(), 'ka');
    await userEvent.keyboard('{Escape}');
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    expect(box()).toHaveValue('ka');

    await userEvent.type(box(), 'v');
    expect(box()).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}{ArrowDown}');
    expect(box()).toHaveAttribute('aria-expanded', 'true');
    expect(highlightedName()).toBe('Kaveri Textiles (KAVTEX)');
  });

  it('closes on a click outside', async () => {
    await renderSearchPage();
    await userEvent.type(box(), 'ka');
    expect(box()).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(screen.getByRole('heading', { name: 'Research a company' }));
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    expect(listbox()).not.toBeVisible();
  });

  it('announces how many suggestions there are', async () => {
    await renderSearchPage();
    await userEvent.type(box(), 'cement');
    expect(screen.getByText('2 suggestions, use the up and down arrow keys to choose.')).toBeInTheDocument();
  });

  it("says 'Failed to load stocks' in the dropdown when the list could not be loaded", async () => {
    server.use(http.get('/api/stocks', () => new Response('Bad gateway', { status: 502 })));
    await renderSearchPage();
    await userEvent.type(box(), 'ara');
    expect(optionNames()).toEqual(['Failed to load stocks']);
  });
});
