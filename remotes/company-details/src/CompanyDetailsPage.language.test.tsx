import { act, screen } from '@testing-library/react';
import { createShellStore, languageChosen, researchStarted, researchSucceeded } from 'shared-types/shell';
import { makeDetails } from 'shared-types/testing';
import CompanyDetailsPage from './CompanyDetailsPage';
import { renderWithShell } from './testing/renderWithShell';

const company = { id: 'c-7', name: 'Steady Compounder Ltd', code: 'STEADY' };

beforeEach(() => window.localStorage.clear());

describe('CompanyDetailsPage in Hindi', () => {
  it('says loading and ready in Hindi on its status line, before the research chunk has loaded', async () => {
    const store = createShellStore();
    store.dispatch(languageChosen('hi'));
    store.dispatch(researchStarted(company));
    renderWithShell(<CompanyDetailsPage />, { store });
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('कंपनी का विवरण लोड हो रहा है...');
    expect(status).toHaveAttribute('lang', 'hi');
    await act(async () => {
      store.dispatch(researchSucceeded({ company, details: makeDetails() }));
    });
    expect(status).toHaveTextContent('Steady Compounder Ltd का विवरण तैयार है।');
  });

  it('renders the research in the chosen language, switching without a reload', async () => {
    const store = createShellStore();
    store.dispatch(researchSucceeded({ company, details: makeDetails() }));
    await act(async () => {
      renderWithShell(<CompanyDetailsPage />, { store });
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Company Details' })).toBeInTheDocument();
    await act(async () => {
      store.dispatch(languageChosen('hi'));
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'कंपनी का विवरण' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Steady Compounder Ltd का विवरण तैयार है।');
  });
});
