import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { useModalDialog } from './modalDialog';

function Dialog({ onClose, focusSecond = false }: { onClose: () => void; focusSecond?: boolean }) {
  const second = useRef<HTMLButtonElement>(null);
  const { backdropProps, dialogProps } = useModalDialog<HTMLDivElement>({ onClose, initialFocusRef: focusSecond ? second : undefined });
  return (
    <div data-testid="backdrop" {...backdropProps}>
      <div {...dialogProps} aria-label="Example">
        <button>First</button>
        <input type="radio" name="plan" aria-label="Plan A" />
        <input type="radio" name="plan" aria-label="Plan B" defaultChecked />
        <button ref={second}>Last</button>
      </div>
    </div>
  );
}

function Page({ focusSecond }: { focusSecond?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Open</button>
      {open && <Dialog onClose={() => setOpen(false)} focusSecond={focusSecond} />}
    </>
  );
}

describe('useModalDialog', () => {
  it('moves focus in, keeps Tab inside (one stop per radio group) and gives focus back on Escape', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('dialog', { name: 'Example' })).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('button', { name: 'First' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('radio', { name: 'Plan B' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Last' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'First' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Last' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });

  it('focuses the element the caller names, and closes on a press on the backdrop only', async () => {
    const user = userEvent.setup();
    render(<Page focusSecond />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('button', { name: 'Last' })).toHaveFocus();
    await user.click(screen.getByRole('dialog'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(screen.getByTestId('backdrop'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
