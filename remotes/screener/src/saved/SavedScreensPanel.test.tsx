import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { READY_MADE_SCREENS, type SavedScreen, type SavedScreens } from 'shared-types/api';
import { createShellStore, signedIn, signedOut } from 'shared-types/shell';
import { http, HttpResponse } from 'shared-types/testing';
import { recordRequests, server } from 'shared-types/testing/server';
import { SavedScreensPanel } from './SavedScreensPanel';
import { renderWithShell } from './testing/renderWithShell';

const USER = { id: 'u-1', email: 'asha@example.com', fullName: 'Asha Investor', pictureUrl: null };
const QUERY = 'ROCE > 25 AND P/E < 20';
const CHEAP = { id: 's-1', name: 'Cheap quality', query: 'ROCE > 20 AND P/E < 15', created_at: '2026-11-20T10:00:00Z' };

/** Serves GET /api/screens from `list`, which a POST or DELETE handler of the test may change. */
function serveList(list: SavedScreens) {
  server.use(http.get('/api/screens', () => HttpResponse.json(list)));
}

function serveSave(answer: () => Response | Promise<Response>) {
  server.use(http.post('/api/screens', answer));
}

function renderPanel({ query = QUERY, signIn = true } = {}) {
  const store = createShellStore();
  store.dispatch(signIn ? signedIn(USER) : signedOut());
  const onOpen = jest.fn();
  renderWithShell(<SavedScreensPanel query={query} onOpen={onOpen} />, { store });
  return { store, onOpen };
}

const panel = () => screen.getByRole('region', { name: 'Saved screens' });

async function saveAs(name: string) {
  await userEvent.type(within(panel()).getByLabelText('Screen name'), name);
  await userEvent.click(within(panel()).getByRole('button', { name: 'Save screen' }));
}

describe('SavedScreensPanel', () => {
  it('lists the ready-made screens, each opening its query, with what it is about', async () => {
    serveList({ screens: [], limit: 3 });
    const { onOpen } = renderPanel();
    const readyMade = within(panel()).getByRole('region', { name: 'Ready-made screens' });
    for (const ready of READY_MADE_SCREENS) {
      expect(readyMade).toHaveTextContent(ready.about);
      expect(within(readyMade).getByText(ready.query).tagName).toBe('CODE');
    }
    await userEvent.click(within(readyMade).getByRole('button', { name: 'Piotroski 8–9' }));
    expect(onOpen).toHaveBeenCalledWith('Piotroski score >= 8');
    expect(await within(panel()).findByText('You have no saved screens yet.')).toBeInTheDocument();
  });

  it('shows the user’s screens with a count against the free limit; a name opens its query', async () => {
    serveList({ screens: [CHEAP], limit: 3 });
    const { onOpen } = renderPanel();
    expect(within(panel()).getByText('Loading your screens...')).toHaveAttribute('aria-busy', 'true');
    const yours = within(panel()).getByRole('region', { name: 'Your screens' });
    expect(await within(yours).findByText('1 of 3 saved')).toBeInTheDocument();
    await userEvent.click(within(yours).getByRole('button', { name: 'Cheap quality' }));
    expect(onOpen).toHaveBeenCalledWith(CHEAP.query);
  });

  it('shows no count for a premium user (no limit)', async () => {
    serveList({ screens: [CHEAP], limit: null });
    renderPanel();
    expect(await within(panel()).findByRole('button', { name: 'Cheap quality' })).toBeInTheDocument();
    expect(within(panel()).queryByText(/saved$/)).not.toBeInTheDocument();
  });

  it('saves the current query under a name, announces it and shows the refreshed list', async () => {
    let list: SavedScreens = { screens: [], limit: 3 };
    server.use(http.get('/api/screens', () => HttpResponse.json(list)));
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    serveSave(async () => {
      await gate;
      const stored: SavedScreen = { id: 's-2', name: 'Compounders', query: QUERY, created_at: '2026-11-28T10:00:00Z' };
      list = { screens: [stored], limit: 3 };
      return HttpResponse.json(stored, { status: 201 });
    });
    const sent = recordRequests();
    renderPanel();
    await within(panel()).findByText('0 of 3 saved');
    await saveAs('  Compounders ');
    expect(within(panel()).getByRole('button', { name: 'Saving...' })).toBeDisabled();
    release();
    expect(await within(panel()).findByText('Saved “Compounders”.')).toHaveAttribute('role', 'status');
    expect(await within(panel()).findByText('1 of 3 saved')).toBeInTheDocument();
    expect(within(panel()).getByRole('button', { name: 'Compounders' })).toBeInTheDocument();
    expect(await sent.to('/api/screens', 'POST')[0]?.json()).toEqual({ name: 'Compounders', query: QUERY });
    expect(within(panel()).getByLabelText('Screen name')).toHaveValue('');
  });

  it('asks for a name before saving', async () => {
    serveList({ screens: [], limit: 3 });
    renderPanel();
    await userEvent.click(within(panel()).getByRole('button', { name: 'Save screen' }));
    expect(within(panel()).getByRole('alert')).toHaveTextContent('Give the screen a name.');
  });

  it('disables the form while the query is empty', () => {
    serveList({ screens: [], limit: 3 });
    renderPanel({ query: '  ' });
    expect(within(panel()).getByLabelText('Screen name')).toBeDisabled();
    expect(within(panel()).getByRole('button', { name: 'Save screen' })).toBeDisabled();
    expect(within(panel()).getByLabelText('Screen name')).toHaveAccessibleDescription('Type a query above to save it.');
  });

  it('at the free limit, says so and offers the upgrade dialog', async () => {
    serveList({ screens: [CHEAP], limit: 3 });
    serveSave(() => HttpResponse.json({ error: 'saved_screen_limit', message: 'whatever the server says' }, { status: 403 }));
    const { store } = renderPanel();
    await saveAs('Fourth');
    const alert = await within(panel()).findByRole('alert');
    expect(alert).toHaveTextContent('Free accounts keep 3 saved screens. Upgrade to Premium to keep more.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Upgrade to Premium' }));
    expect(store.getState().research.upgradeDialog).toEqual({ open: true, message: null });
  });

  it.each([
    [409, { error: 'screen_name_taken' }, 'You already have a screen called Cheap quality.'],
    [400, { error: 'invalid_query', code: 'invalid_query', column: 1, length: 4 }, 'This query has an error; fix it before saving.'],
    [400, { error: 'invalid_screen' }, 'The screen could not be saved. Try again.'],
    [500, { error: 'internal' }, 'The screen could not be saved. Try again.'],
  ])('a %i %j says what went wrong', async (status, body, message) => {
    serveList({ screens: [CHEAP], limit: 3 });
    serveSave(() => HttpResponse.json({ message: 'prose', ...body }, { status }));
    renderPanel();
    await saveAs('Cheap quality');
    expect(await within(panel()).findByRole('alert')).toHaveTextContent(message);
    expect(within(panel()).queryByRole('button', { name: 'Upgrade to Premium' })).not.toBeInTheDocument();
  });

  it('deletes a screen after a confirm step, and can keep it instead', async () => {
    let list: SavedScreens = { screens: [CHEAP], limit: 3 };
    server.use(
      http.get('/api/screens', () => HttpResponse.json(list)),
      http.delete('/api/screens/:id', ({ params }) => {
        list = { screens: list.screens.filter((saved) => saved.id !== params.id), limit: 3 };
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const sent = recordRequests();
    renderPanel();
    await userEvent.click(await within(panel()).findByRole('button', { name: 'Delete Cheap quality' }));
    const confirm = within(panel()).getByRole('group', { name: 'Delete Cheap quality' });
    expect(confirm).toHaveTextContent('Delete “Cheap quality”? This cannot be undone.');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Keep it' }));
    expect(sent.to('/api/screens/s-1', 'DELETE')).toHaveLength(0);

    await userEvent.click(within(panel()).getByRole('button', { name: 'Delete Cheap quality' }));
    await userEvent.click(within(panel()).getByRole('button', { name: 'Delete' }));
    expect(await within(panel()).findByText('You have no saved screens yet.')).toBeInTheDocument();
    expect(within(panel()).getByRole('status')).toHaveTextContent('Deleted “Cheap quality”.');
    expect(sent.to('/api/screens/s-1', 'DELETE')).toHaveLength(1);
  });

  it('says when a delete fails', async () => {
    serveList({ screens: [CHEAP], limit: 3 });
    server.use(http.delete('/api/screens/:id', () => HttpResponse.json({ error: 'internal' }, { status: 500 })));
    renderPanel();
    await userEvent.click(await within(panel()).findByRole('button', { name: 'Delete Cheap quality' }));
    await userEvent.click(within(panel()).getByRole('button', { name: 'Delete' }));
    expect(await within(panel()).findByRole('alert')).toHaveTextContent('The screen could not be deleted. Try again.');
  });

  it('says when the list cannot load, and loads it on Try again', async () => {
    server.use(http.get('/api/screens', () => HttpResponse.json({ error: 'internal' }, { status: 500 })));
    renderPanel();
    const alert = await within(panel()).findByRole('alert');
    expect(alert).toHaveTextContent('Your screens could not load.');
    serveList({ screens: [CHEAP], limit: 3 });
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(panel()).findByRole('button', { name: 'Cheap quality' })).toBeInTheDocument();
  });

  it('signed out, shows the ready-made screens only and asks the API nothing', () => {
    const sent = recordRequests();
    renderPanel({ signIn: false });
    expect(within(panel()).getByRole('region', { name: 'Ready-made screens' })).toBeInTheDocument();
    expect(within(panel()).queryByRole('region', { name: 'Your screens' })).not.toBeInTheDocument();
    expect(within(panel()).queryByLabelText('Screen name')).not.toBeInTheDocument();
    expect(sent.all).toHaveLength(0);
  });
});
