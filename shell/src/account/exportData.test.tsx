import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'shared-types/testing';
import { recordRequests, server } from 'shared-types/testing/server';
import { EXPORT, openMenuItem, recordConsoleErrors, renderSignedIn } from './testing/accountHarness';

const consoleError = recordConsoleErrors();

describe('Export my data', () => {
  let createObjectURL: jest.Mock;
  let clicked: HTMLAnchorElement[];
  beforeEach(() => {
    createObjectURL = jest.fn(() => 'blob:conviction/export');
    // jsdom has no object URLs; the browser's are exercised by the e2e test.
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    clicked = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
  });

  it('downloads the export as conviction-export-YYYY-MM-DD.json', async () => {
    const user = userEvent.setup();
    let answer: (response: Response) => void = () => {};
    const sent = recordRequests();
    server.use(http.post('/api/account/export', () => new Promise<Response>((resolve) => (answer = resolve))));
    await renderSignedIn();

    await openMenuItem(user, 'Export my data');
    expect(screen.getByRole('status')).toHaveTextContent('Preparing your data...');
    expect(screen.getByRole('button', { name: 'Export my data' })).toHaveAttribute('aria-disabled', 'true');
    await act(async () => answer(HttpResponse.json({ ...EXPORT, added_later: 'kept' })));

    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Your data has been downloaded.'));
    expect(sent.to('/api/account/export', 'POST')).toHaveLength(1);
    expect(createObjectURL).toHaveBeenCalledTimes(1);
    const blob = createObjectURL.mock.calls[0]![0] as Blob;
    expect(blob.type).toBe('application/json');
    expect(JSON.parse(await blob.text())).toEqual({ ...EXPORT, added_later: 'kept' });
    expect(clicked).toHaveLength(1);
    expect(clicked[0]!.download).toBe('conviction-export-2025-03-12.json');
    expect(clicked[0]!.href).toBe('blob:conviction/export');
    expect(clicked[0]!.isConnected).toBe(false);
  });

  it('says how often it may run and when to try again on a 429', async () => {
    const user = userEvent.setup();
    server.use(
      http.post(
        '/api/account/export',
        () =>
          new Response(JSON.stringify({ error: 'rate_limited', message: 'You have downloaded your data several times this hour. Please try again later.' }), {
            status: 429,
            headers: { 'content-type': 'application/json', 'retry-after': '1500', 'ratelimit-policy': '"5-in-1hour"; q=5; w=3600; pk=:abc:' },
          }),
      ),
    );
    await renderSignedIn();

    await openMenuItem(user, 'Export my data');

    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('You can export 5 times an hour; try again in 25 minutes.'));
    expect(createObjectURL).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Export my data' })).not.toHaveAttribute('aria-disabled', 'true');
  });

  it('says when the export failed for another reason', async () => {
    const user = userEvent.setup();
    server.use(http.post('/api/account/export', () => HttpResponse.json({ error: 'internal', message: 'boom' }, { status: 500 })));
    await renderSignedIn();

    await openMenuItem(user, 'Export my data');

    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Could not export your data. Please try again.'));
    expect(consoleError()).toHaveBeenCalledWith('[account] Could not export the account', expect.objectContaining({ status: 500 }));
  });
});
