import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, http, HttpResponse } from 'shared-types/testing';
import { recordRequests, server } from 'shared-types/testing/server';
import { openMenuItem, recordConsoleErrors, renderSignedIn } from '../account/testing/accountHarness';

recordConsoleErrors();

/** By the pillar names the dialog shows. */
const GRAHAM_WEIGHTS = {
  'Business quality': 20,
  Growth: 10,
  'Financial strength': 25,
  'Earnings quality': 10,
  'Management credibility': 5,
  Valuation: 30,
};
/** The same, as the API stores and answers them to this shell. */
const GRAHAM_WEIGHTS_BY_ID = {
  business_quality: 20,
  growth: 10,
  financial_strength: 25,
  earnings_quality: 10,
  management_credibility: 5,
  valuation: 30,
};

describe('Preferences', () => {
  it('loads the preferences once with the session, and opens on what is stored', async () => {
    const sent = recordRequests();
    server.use(http.get('/api/account/preferences', () => HttpResponse.json({ lens: 'buffett', weights: null })));
    const user = userEvent.setup();
    await renderSignedIn();
    await waitFor(() => expect(sent.to('/api/account/preferences', 'GET')).toHaveLength(1));

    await openMenuItem(user, 'Preferences');
    const dialog = await screen.findByRole('dialog', { name: 'Your view of a result' });
    expect(within(dialog).getByLabelText('Default lens')).toHaveValue('buffett');
    expect(within(dialog).getByRole('checkbox', { name: 'Use my own pillar weights' })).not.toBeChecked();
    expect(sent.to('/api/account/preferences', 'GET')).toHaveLength(1);
  });

  it('asks for the weights by pillar id, and shows them under their names', async () => {
    const sent = recordRequests();
    server.use(http.get('/api/account/preferences', () => HttpResponse.json({ lens: 'graham', weights: GRAHAM_WEIGHTS_BY_ID })));
    const user = userEvent.setup();
    await renderSignedIn();
    await waitFor(() => expect(sent.to('/api/account/preferences', 'GET')).toHaveLength(1));
    const [get] = sent.to('/api/account/preferences', 'GET');
    expect(new URL(get!.url).searchParams.get('weights')).toBe('ids');

    await openMenuItem(user, 'Preferences');
    const dialog = await screen.findByRole('dialog', { name: 'Your view of a result' });
    expect(within(dialog).getByRole('checkbox', { name: 'Use my own pillar weights' })).toBeChecked();
    for (const [pillar, weight] of Object.entries(GRAHAM_WEIGHTS)) expect(within(dialog).getByRole('spinbutton', { name: pillar })).toHaveValue(weight);
  });

  it('saves a lens and own weights, and closes', async () => {
    const sent = recordRequests();
    const user = userEvent.setup();
    await renderSignedIn();
    await openMenuItem(user, 'Preferences');
    const dialog = await screen.findByRole('dialog', { name: 'Your view of a result' });

    await user.selectOptions(within(dialog).getByLabelText('Default lens'), "Graham's defensive investor");
    await user.click(within(dialog).getByRole('checkbox', { name: 'Use my own pillar weights' }));
    for (const [pillar, weight] of Object.entries(GRAHAM_WEIGHTS)) {
      const input = within(dialog).getByRole('spinbutton', { name: pillar });
      await user.clear(input);
      await user.type(input, String(weight));
    }
    expect(within(dialog).getByText('Total: 100 of 100')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [put] = sent.to('/api/account/preferences', 'PUT');
    await expect(put!.json()).resolves.toEqual({ lens: 'graham', weights: GRAHAM_WEIGHTS_BY_ID });
    expect(new URL(put!.url).searchParams.get('weights')).toBe('ids');
  });

  it('says what is wrong with weights that do not add up to 100, and sends nothing', async () => {
    const sent = recordRequests();
    const user = userEvent.setup();
    await renderSignedIn();
    await openMenuItem(user, 'Preferences');
    const dialog = await screen.findByRole('dialog', { name: 'Your view of a result' });
    await user.click(within(dialog).getByRole('checkbox', { name: 'Use my own pillar weights' }));
    const growth = within(dialog).getByRole('spinbutton', { name: 'Growth' });
    await user.clear(growth);
    await user.type(growth, '30');
    expect(within(dialog).getByText('Total: 110 of 100')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(within(dialog).getByRole('alert')).toHaveTextContent('The weights add up to 110; they must add up to 100.');
    expect(sent.to('/api/account/preferences', 'PUT')).toHaveLength(0);
  });

  it("keeps the dialog open with the server's reason when it refuses", async () => {
    server.use(http.put('/api/account/preferences', () => apiError(400, 'invalid_request', 'Invalid request: lens must be one of: standard')));
    const user = userEvent.setup();
    await renderSignedIn();
    await openMenuItem(user, 'Preferences');
    const dialog = await screen.findByRole('dialog', { name: 'Your view of a result' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Could not save your preferences. Invalid request: lens must be one of: standard');
  });
});
