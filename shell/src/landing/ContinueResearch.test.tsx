import { screen } from '@testing-library/react';
import { type AccessSummary } from 'shared-types/api';
import { companyPageOpened, convictionApi, createShellStore, signedIn } from 'shared-types/shell';
import { renderWithShell } from '../testing/renderWithShell';
import { ContinueResearch } from './ContinueResearch';

const USER = { id: 'u-1', email: 'asha@example.com', fullName: 'Asha', pictureUrl: null };
const SUMMARY: AccessSummary = {
  is_premium: false,
  company_names: 'Aravali Cement Works, Mahindra & Mahindra',
  companies: [
    { id: 'c-aravali', name: 'Aravali Cement Works', key: 'ARAVALI' },
    { id: 'c-mm', name: 'Mahindra & Mahindra', key: 'M&M' },
  ],
  access_count: 2,
  max_access: 5,
  remaining_access: 3,
  premium_until: null,
};

function signedInStore(summary: AccessSummary) {
  const store = createShellStore();
  store.dispatch(signedIn(USER));
  store.dispatch(convictionApi.util.upsertQueryEntries([{ endpointName: 'getAccessSummary', arg: USER.id, value: summary }]));
  void store.dispatch(convictionApi.endpoints.getAccessSummary.initiate(USER.id));
  return store;
}

describe('ContinueResearch', () => {
  it("offers 'Continue with <name>' for the last company researched, at its address", () => {
    renderWithShell(<ContinueResearch />, { store: signedInStore(SUMMARY) });
    expect(screen.getByRole('link', { name: 'Continue with Mahindra & Mahindra' })).toHaveAttribute('href', '/company/M%26M');
  });

  it('uses the id when the summary does not give the key', () => {
    renderWithShell(<ContinueResearch />, { store: signedInStore({ ...SUMMARY, companies: [{ id: 'c-aravali', name: 'Aravali Cement Works' }] }) });
    expect(screen.getByRole('link', { name: 'Continue with Aravali Cement Works' })).toHaveAttribute('href', '/company/c-aravali');
  });

  it('offers nothing without a research, to a signed-out visitor, or on a company page', () => {
    const { unmount } = renderWithShell(<ContinueResearch />, { store: signedInStore({ ...SUMMARY, companies: [] }) });
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    unmount();

    const { unmount: unmountOld } = renderWithShell(<ContinueResearch />, { store: signedInStore({ ...SUMMARY, companies: undefined }) });
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    unmountOld();

    const { unmount: unmountSignedOut } = renderWithShell(<ContinueResearch />);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    unmountSignedOut();

    const onCompanyPage = signedInStore(SUMMARY);
    onCompanyPage.dispatch(companyPageOpened({ key: 'M&M' }));
    renderWithShell(<ContinueResearch />, { store: onCompanyPage });
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
