import { act, screen } from '@testing-library/react';
import { ARAVALI_PRICES } from 'shared-types/testing';
import { renderWithShell } from '../testing/renderWithShell';
import { PriceChart } from './PriceChart';

// The observers the chart made, so a test can bring its plot into view.
let observers: { callback: IntersectionObserverCallback; targets: Element[] }[] = [];

class FakeIntersectionObserver {
  readonly entry: { callback: IntersectionObserverCallback; targets: Element[] };
  constructor(callback: IntersectionObserverCallback) {
    this.entry = { callback, targets: [] };
    observers.push(this.entry);
  }
  observe(target: Element) {
    this.entry.targets.push(target);
  }
  disconnect() {
    this.entry.targets = [];
  }
}

beforeEach(() => {
  observers = [];
  Object.defineProperty(window, 'IntersectionObserver', { configurable: true, writable: true, value: FakeIntersectionObserver });
});
afterEach(() => {
  delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
});

describe('PriceChart below the fold', () => {
  it('draws the chart only once its plot comes near the viewport', async () => {
    await act(async () => {
      renderWithShell(<PriceChart history={ARAVALI_PRICES} now={new Date(2025, 6, 3)} drawWhenNear />);
    });
    expect(screen.queryByRole('img')).toBeNull();
    // The sentence and the table are there at once: only the drawing waits.
    expect(screen.getByRole('group', { name: 'Price range' })).toBeInTheDocument();

    const watched = observers.filter((observer) => observer.targets.length > 0);
    expect(watched).toHaveLength(1);
    await act(async () => {
      const [{ callback, targets }] = watched as [(typeof observers)[number]];
      callback([{ isIntersecting: true, target: targets[0]! } as unknown as IntersectionObserverEntry], {} as IntersectionObserver);
    });
    expect(await screen.findByRole('img', { name: 'Price chart, 1Y' })).toBeInTheDocument();
  });

  it('draws at once after a research: the person asked for the whole page', async () => {
    await act(async () => {
      renderWithShell(<PriceChart history={ARAVALI_PRICES} now={new Date(2025, 6, 3)} />);
    });
    expect(await screen.findByRole('img', { name: 'Price chart, 1Y' })).toBeInTheDocument();
    expect(observers.filter((observer) => observer.targets.length > 0)).toHaveLength(0);
  });
});
