import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createShellStore, LANGUAGE_STORAGE_KEY, selectLanguage } from 'shared-types/shell';
import { renderWithShell } from '../testing/renderWithShell';
import { AccountMenu } from './AccountMenu';

const MENU = { onSessions: jest.fn(), onPayments: jest.fn(), onExport: jest.fn(), onDelete: jest.fn(), premiumUntil: null };

beforeEach(() => window.localStorage.clear());

describe("the account menu's language choice", () => {
  it("offers 'English' and 'हिन्दी' under 'Language', English chosen by default", async () => {
    const user = userEvent.setup();
    renderWithShell(<AccountMenu {...MENU} />, { store: createShellStore() });
    await user.click(screen.getByRole('button', { name: 'Account' }));

    const group = screen.getByRole('radiogroup', { name: 'Language' });
    expect(group).toBeVisible();
    expect(screen.getByRole('radio', { name: 'English' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'हिन्दी' })).not.toBeChecked();
    // The Hindi name is said in Hindi by a screen reader.
    expect(screen.getByText('हिन्दी')).toHaveAttribute('lang', 'hi');
  });

  it('switches to Hindi from the keyboard, stores it and keeps the menu open', async () => {
    const user = userEvent.setup();
    const store = createShellStore();
    renderWithShell(<AccountMenu {...MENU} />, { store });
    await user.click(screen.getByRole('button', { name: 'Account' }));

    screen.getByRole('radio', { name: 'English' }).focus();
    await user.keyboard('{ArrowDown}');

    expect(screen.getByRole('radio', { name: 'हिन्दी' })).toBeChecked();
    expect(selectLanguage(store.getState())).toBe('hi');
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('hi');
    expect(screen.getByRole('radiogroup', { name: 'Language' })).toBeVisible();

    await user.click(screen.getByRole('radio', { name: 'English' }));
    expect(selectLanguage(store.getState())).toBe('en');
  });

  it('shows the language the store restored', async () => {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'hi');
    const user = userEvent.setup();
    renderWithShell(<AccountMenu {...MENU} />, { store: createShellStore() });
    await user.click(screen.getByRole('button', { name: 'Account' }));
    expect(screen.getByRole('radio', { name: 'हिन्दी' })).toBeChecked();
  });
});
