import { act, render, screen, waitFor } from '@testing-library/react';
import * as catalogue from 'shared-types/messages';
import { MessagesProvider, useMessages } from './MessagesProvider';

// The real loader, counted: Hindi must come from its own chunk once, however often it is asked for.
jest.mock('shared-types/messages', () => {
  const actual = jest.requireActual<typeof catalogue>('shared-types/messages');
  return { ...actual, loadMessages: jest.fn(actual.loadMessages) };
});
const loadMessages = jest.mocked(catalogue.loadMessages);

function Probe() {
  const messages = useMessages();
  return (
    <p>
      {messages.locale}: {messages.format('common.not_available')}
    </p>
  );
}

describe('MessagesProvider', () => {
  it('words English at once, without a load, and outside a provider too', () => {
    const { unmount } = render(
      <MessagesProvider locale="en">
        <Probe />
      </MessagesProvider>,
    );
    expect(screen.getByText('en: n/a')).toBeInTheDocument();
    unmount();
    render(<Probe />);
    expect(screen.getByText('en: n/a')).toBeInTheDocument();
    expect(loadMessages).not.toHaveBeenCalled();
  });

  it('keeps the English words until Hindi has loaded, then loads Hindi only once', async () => {
    const { rerender } = render(
      <MessagesProvider locale="en">
        <Probe />
      </MessagesProvider>,
    );
    rerender(
      <MessagesProvider locale="hi">
        <Probe />
      </MessagesProvider>,
    );
    // No flash of nothing (or of ids) while the Hindi chunk comes.
    expect(screen.getByText('en: n/a')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText(/^hi: /)).toBeInTheDocument());
    expect(screen.getByText(/^hi: /).textContent).toMatch(/[\u0900-\u097F]/);

    rerender(
      <MessagesProvider locale="en">
        <Probe />
      </MessagesProvider>,
    );
    expect(screen.getByText('en: n/a')).toBeInTheDocument();
    rerender(
      <MessagesProvider locale="hi">
        <Probe />
      </MessagesProvider>,
    );
    // Cached: Hindi again at once, the same Messages (built once per locale, not per render).
    expect(screen.getByText(/^hi: /)).toBeInTheDocument();
    expect(loadMessages).toHaveBeenCalledTimes(1);
    expect(loadMessages).toHaveBeenCalledWith('hi', expect.anything());
  });

  it('words a language the catalogue does not have in English', async () => {
    render(
      <MessagesProvider locale="fr">
        <Probe />
      </MessagesProvider>,
    );
    await act(async () => {});
    expect(screen.getByText('en: n/a')).toBeInTheDocument();
  });

  it('words a code Hindi lacks in English, in the Hindi view', async () => {
    function Factor() {
      return <p>{useMessages().format('missing.guidance')}</p>;
    }
    render(
      <MessagesProvider locale="hi">
        <Probe />
        <Factor />
      </MessagesProvider>,
    );
    // Once the view is in Hindi, not while it still shows English.
    await screen.findByText(/^hi: /);
    expect(screen.getByText('management guidance ledger (credibility not scored)')).toBeInTheDocument();
  });
});
