import { act } from '@testing-library/react';
import { companyPageOpened, createShellStore } from 'shared-types/shell';
import { renderWithShell } from '../testing/renderWithShell';
import { ResearchSection } from './ResearchSection';

jest.mock('../remotes/loadRemoteComponent', () => ({
  loadRemoteComponent: (name: string) => Promise.resolve({ default: () => <p>{name} remote</p> }),
}));
jest.mock('../remotes/remoteRegistry', () => ({ resetRemote: () => Promise.resolve() }));

const scrollIntoView = jest.fn();

beforeEach(() => {
  Element.prototype.scrollIntoView = scrollIntoView;
  scrollIntoView.mockClear();
});

function mountedRemotes(container: HTMLElement): string[] {
  return [...container.querySelectorAll('[data-remote]')]
    .filter((slot) => slot.getAttribute('data-remote-status') !== 'waiting')
    .map((slot) => slot.getAttribute('data-remote') ?? '');
}

async function renderSection(companyKey: string | null) {
  const store = createShellStore();
  if (companyKey !== null) store.dispatch(companyPageOpened({ key: companyKey }));
  let view: ReturnType<typeof renderWithShell> | undefined;
  await act(async () => {
    view = renderWithShell(<ResearchSection />, { store });
  });
  return view!;
}

describe('ResearchSection', () => {
  it('mounts the search box and the company details at once on a company page, and scrolls to itself', async () => {
    const { container } = await renderSection('TCS');
    expect(mountedRemotes(container)).toEqual(expect.arrayContaining(['search', 'company_details']));
    expect(scrollIntoView.mock.contexts).toEqual([container.querySelector('#research')]);
    expect(scrollIntoView).toHaveBeenCalledWith({ block: 'start', behavior: 'instant' });
  });

  it('leaves the company details for later and the scroll alone on the landing page', async () => {
    const { container } = await renderSection(null);
    expect(mountedRemotes(container)).not.toContain('company_details');
    expect(scrollIntoView).not.toHaveBeenCalled();
  });

  it('never holds a place for the screener, a page of its own, and links to it', async () => {
    const { container, getByRole } = await renderSection(null);
    expect(container.querySelector('[data-remote="screener"]')).toBeNull();
    expect(getByRole('link', { name: 'Screen all companies' }).getAttribute('href')).toBe('/screen');
  });

  it("leaves the screener's link out of a company page, whose folded height has a budget", async () => {
    const { queryByRole } = await renderSection('TCS');
    expect(queryByRole('link', { name: 'Screen all companies' })).toBeNull();
  });
});
