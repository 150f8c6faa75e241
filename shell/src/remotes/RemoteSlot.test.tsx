import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type RemoteComponentModule } from 'shared-types/shell';
import { RemoteSlot } from './RemoteSlot';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

const working: RemoteComponentModule = { default: () => <p>Remote content</p> };

function slotStatus() {
  return document.querySelector('[data-remote="search"]')?.getAttribute('data-remote-status');
}

describe('RemoteSlot', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));

  it('renders the remote and marks the slot ready once it has mounted', async () => {
    await act(async () => {
      render(<RemoteSlot name="search" load={() => Promise.resolve(working)} reset={() => Promise.resolve()} />);
    });
    expect(await screen.findByText('Remote content')).toBeInTheDocument();
    expect(slotStatus()).toBe('ready');
  });

  it('shows a compact fallback naming the missing part when the remote is down, and Retry loads it again', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('Failed to fetch manifest')).mockResolvedValueOnce(working);
    const reset = jest.fn().mockResolvedValue(undefined);
    await act(async () => {
      render(<RemoteSlot name="search" load={load} reset={reset} />);
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Company search is unavailable right now.');
    expect(slotStatus()).toBe('failed');

    await act(async () => {
      await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    });
    expect(await screen.findByText('Remote content')).toBeInTheDocument();
    expect(reset).toHaveBeenCalledWith('search');
    expect(load).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(slotStatus()).toBe('ready'));
  });

  it('contains a remote that throws while rendering', async () => {
    const Crashing = () => {
      throw new Error('render bug in remote');
    };
    await act(async () => {
      render(
        <div>
          <p>Header still here</p>
          <RemoteSlot name="company_details" load={() => Promise.resolve({ default: Crashing })} reset={() => Promise.resolve()} />
        </div>,
      );
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Company details is unavailable right now.');
    expect(screen.getByText('Header still here')).toBeInTheDocument();
  });

  it('shows a loading state while the remote is on its way', async () => {
    let resolve: (m: RemoteComponentModule) => void = () => undefined;
    const pending = new Promise<RemoteComponentModule>((r) => (resolve = r));
    await act(async () => {
      render(<RemoteSlot name="upgrade_modal" load={() => pending} reset={() => Promise.resolve()} />);
    });
    expect(screen.getByRole('status')).toHaveTextContent('Loading upgrade to premium');
    await act(async () => resolve(working));
    expect(await screen.findByText('Remote content')).toBeInTheDocument();
  });
});
