import { act, screen } from '@testing-library/react';
import { createShellStore, researchSucceeded } from 'shared-types/shell';
import { makeDetails } from 'shared-types/testing';
import { recordRequests } from 'shared-types/testing/server';
import CompanyDetailsPage from '../CompanyDetailsPage';
import { renderWithShell } from '../testing/renderWithShell';

async function renderResult(company: { id: string; name: string; code: string; key?: string }) {
  const store = createShellStore();
  store.dispatch(researchSucceeded({ company, details: makeDetails() }));
  await act(async () => {
    renderWithShell(<CompanyDetailsPage />, { store });
  });
}

describe('the key figures on top of a research result', () => {
  it("asks the public endpoint by the company's key", async () => {
    const sent = recordRequests();
    await renderResult({ id: 'c-aravali', name: 'Aravali Cement Works', code: 'ARAVALI', key: 'ARAVALI' });
    expect(await screen.findByRole('group', { name: 'Key figures' })).toHaveTextContent('P/E (TTM)21.4×');
    expect(sent.to('/api/company/by-key/ARAVALI/public')).toHaveLength(1);
  });

  it('asks by the id when the pick knew no key (the endpoint resolves ids too)', async () => {
    const sent = recordRequests();
    await renderResult({ id: 'c-aravali', name: 'Aravali Cement Works', code: 'ARAVALI' });
    expect(await screen.findByRole('group', { name: 'Key figures' })).toBeInTheDocument();
    expect(sent.to('/api/company/by-key/c-aravali/public')).toHaveLength(1);
  });

  it('leaves the strip out when the endpoint does not know the company, and the result stands', async () => {
    await renderResult({ id: 'c-elsewhere', name: 'Elsewhere Ltd', code: 'ELSE' });
    expect(await screen.findByText('No price history yet')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Key figures' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Company Details' })).toBeInTheDocument();
  });
});
