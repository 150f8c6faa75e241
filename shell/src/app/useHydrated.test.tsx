import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { HydrationSwitch, useHydrated } from './useHydrated';

let renders: boolean[] = [];

function Probe() {
  const hydrated = useHydrated();
  renders.push(hydrated);
  return <p>{hydrated ? 'live' : 'neutral'}</p>;
}

beforeEach(() => {
  renders = [];
});

describe('useHydrated', () => {
  it('is false in the server markup', () => {
    expect(renderToString(<Probe />)).toContain('neutral');
  });

  it('under HydrationSwitch, hydrates the neutral form, then switches in one later render', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Probe />);
    renders = [];
    const recoverable = jest.fn();
    await act(async () => {
      hydrateRoot(
        container,
        <HydrationSwitch>
          <Probe />
        </HydrationSwitch>,
        { onRecoverableError: recoverable },
      );
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(container.textContent).toBe('live');
    expect(renders).toEqual([false, true]);
  });
});
