import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithShell } from '../testing/renderWithShell';
import { companyPageOpened, createShellStore } from 'shared-types/shell';
import { Header } from './Header';
import { mockMatchMedia } from '../testing/mockMatchMedia';

/** Makes the header see a phone-sized (<= 768px) or a desktop viewport. */
function setViewport(kind: 'phone' | 'desktop') {
  mockMatchMedia(kind === 'phone' ? ['(max-width: 768px)'] : []);
}

beforeEach(() => {
  window.localStorage.clear();
});

afterEach(() => {
  window.location.hash = '';
});

const LINKS = [
  ['How it works', '#features'],
  ['Research', '#research'],
  ['Contact us', '#contact'],
];

describe('Header on a desktop', () => {
  beforeEach(() => setViewport('desktop'));

  it('shows the brand and the in-page links without a menu button', () => {
    renderWithShell(<Header />);

    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Conviction' })).toHaveAttribute('href', '#top');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual(LINKS);
    expect(screen.queryByRole('button', { name: 'Open menu' })).not.toBeInTheDocument();
  });

  it('points the brand and the three links at the landing page from a company page', () => {
    const store = createShellStore();
    store.dispatch(companyPageOpened({ key: 'TCS' }));
    renderWithShell(<Header />, { store });

    expect(screen.getByRole('link', { name: 'Conviction' })).toHaveAttribute('href', '/#top');
    const links = within(screen.getByRole('navigation', { name: 'Main' })).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(LINKS.map(([label, hash]) => [label, `/${hash}`]));
  });

  it('has the theme toggle and the account control', async () => {
    const user = userEvent.setup();
    renderWithShell(<Header />, { theme: 'dark' });

    expect(screen.getByText('Loading...')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Switch to light mode' }));
    expect(screen.getByRole('button', { name: 'Switch to dark mode' })).toBeInTheDocument();
    expect(window.localStorage.getItem('theme')).toBe('light');
  });
});

describe('Header on a phone', () => {
  beforeEach(() => setViewport('phone'));

  function menuButton() {
    return screen.getByRole('button', { name: /^(Open|Close) menu$/ });
  }

  it('hides the links behind a closed menu button', () => {
    renderWithShell(<Header />);

    const button = screen.getByRole('button', { name: 'Open menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    const panel = document.getElementById(button.getAttribute('aria-controls')!);
    expect(panel).not.toBeNull();
    expect(panel).not.toBeVisible();
    expect(screen.queryByRole('link', { name: 'Research' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Switch to light mode' })).toBeVisible();
  });

  it('opens the menu, and closes it when a link is chosen', async () => {
    const user = userEvent.setup();
    renderWithShell(<Header />);

    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(menuButton()).toHaveAccessibleName('Close menu');
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(nav).toBeVisible();
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual(LINKS);
    expect(screen.getByText('Loading...')).toBeVisible();

    await user.click(within(nav).getByRole('link', { name: 'Research' }));
    expect(window.location.hash).toBe('#research');
    expect(menuButton()).toHaveAccessibleName('Open menu');
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  });

  it('closes on Escape and returns focus to the menu button', async () => {
    const user = userEvent.setup();
    renderWithShell(<Header />);

    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.tab();
    expect(screen.getByRole('link', { name: 'How it works' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton()).toHaveAccessibleName('Open menu');
    expect(menuButton()).toHaveFocus();
  });

  it('closes when the page outside the header is pressed, and toggles with the button', async () => {
    const user = userEvent.setup();
    renderWithShell(
      <>
        <Header />
        <p>Page content</p>
      </>,
    );

    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(screen.getByText('Page content'));
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');

    await user.click(menuButton());
    await user.click(menuButton());
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
  });
});
