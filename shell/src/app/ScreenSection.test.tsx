import { act, screen } from '@testing-library/react';
import { createShellStore, researchFailed, researchStarted, screenPageOpened, upgradeDialogOpened } from 'shared-types/shell';
import { renderWithShell } from '../testing/renderWithShell';
import { LandingPage } from './LandingPage';

jest.mock('../remotes/loadRemoteComponent', () => ({
  loadRemoteComponent: (name: string) => Promise.resolve({ default: () => <p>{name} remote</p> }),
}));
jest.mock('../remotes/remoteRegistry', () => ({ resetRemote: () => Promise.resolve() }));

const ACCOUNT = { onSignIn: () => undefined };
const NIFTY = { id: 'demo:0001', name: 'Nifty Mills Ltd', code: 'NIFTY' };

async function renderPage(store = createShellStore()) {
  let view: ReturnType<typeof renderWithShell> | undefined;
  await act(async () => {
    view = renderWithShell(<LandingPage accountProps={ACCOUNT} />, { store });
  });
  return { ...view!, store };
}

/** The screener page's own live status: the footer's contact form keeps a status region of its own. */
const screenStatus = () => screen.getAllByRole('status').find((region) => region.closest('footer') === null);

describe("the screener's page", () => {
  it('shows the screener remote instead of the landing page and the research section', async () => {
    const store = createShellStore();
    store.dispatch(screenPageOpened({ search: '?q=ROCE%20%3E%2020' }));
    await renderPage(store);
    expect(await screen.findByText('screener remote')).toBeInTheDocument();
    expect(document.querySelector('#research')).toBeNull();
    expect(screen.queryByText('upgrade_modal remote')).toBeNull();
  });

  it('says which company is being opened, why it could not be, and brings in the upgrade dialog when a limit opens it', async () => {
    const store = createShellStore();
    store.dispatch(screenPageOpened({ search: '' }));
    await renderPage(store);
    act(() => void store.dispatch(researchStarted(NIFTY)));
    expect(screenStatus()).toHaveTextContent('Opening Nifty Mills Ltd…');
    act(() => void store.dispatch(researchFailed({ company: NIFTY, message: 'The server did not answer.' })));
    expect(screenStatus()).toHaveTextContent('Nifty Mills Ltd could not be opened: The server did not answer.');
    await act(async () => void store.dispatch(upgradeDialogOpened({ message: null })));
    expect(await screen.findByText('upgrade_modal remote')).toBeInTheDocument();
  });

  it('is not shown on the landing page', async () => {
    await renderPage();
    expect(screen.queryByText('screener remote')).toBeNull();
    expect(document.querySelector('#research')).not.toBeNull();
  });
});
