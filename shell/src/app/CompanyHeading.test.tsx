import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { COMPANY_HEADING_ELEMENT_ID, type CompanyHeading as Heading } from 'shared-types/api';
import { companyPageOpened, createShellStore } from 'shared-types/shell';
import { renderWithShell } from '../testing/renderWithShell';
import { CompanyHeading } from './CompanyHeading';
import { readServedHeading, ServedHeadingContext } from './servedHeading';

const MM: Heading = { key: 'M&M', name: 'Mahindra & Mahindra <Ltd> "M"', line: 'NSE M&M · ₹100 on 1 Aug 2025' };

function tree(key: string, served: Heading | null) {
  const store = createShellStore();
  store.dispatch(companyPageOpened({ key }));
  return (
    <Provider store={store}>
      <ServedHeadingContext.Provider value={served}>
        <CompanyHeading />
      </ServedHeadingContext.Provider>
    </Provider>
  );
}

describe('CompanyHeading', () => {
  it('hydrates its server markup without a mismatch, the name escaped', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(tree('M&M', MM));
    expect(container.innerHTML).toContain('Mahindra &amp; Mahindra &lt;Ltd&gt;');
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, tree('M&M', MM), { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    expect(container.querySelector('h1')?.textContent).toBe(MM.name);
  });

  it('names no company once the address names another one', () => {
    const { container } = renderWithShell(tree('TCS', MM));
    expect(container.querySelector('h1')).toBeNull();
    expect(container.querySelector('[data-company-heading]')).not.toBeNull();
  });
});

describe('readServedHeading', () => {
  afterEach(() => document.getElementById(COMPANY_HEADING_ELEMENT_ID)?.remove());

  function serve(text: string) {
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = COMPANY_HEADING_ELEMENT_ID;
    block.textContent = text;
    document.head.append(block);
  }

  it('reads the block the server put into the page', () => {
    serve(JSON.stringify(MM));
    expect(readServedHeading()).toEqual(MM);
  });

  it.each(['', '{', '{"key":"M&M"}'])('is null for a missing, broken or partial block (%j)', (text) => {
    serve(text);
    expect(readServedHeading()).toBeNull();
  });
});
