import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createShellStore, upgradeDialogClosed, upgradeDialogOpened } from 'shared-types/shell';
import UpgradeModal from './UpgradeModal';

describe('UpgradeModal', () => {
  it('opens with the message another remote dispatched, and closes again', async () => {
    const store = createShellStore();
    render(
      <Provider store={store}>
        <UpgradeModal />
      </Provider>,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await act(async () => {
      store.dispatch(upgradeDialogOpened({ message: 'You have reached your company access limit.' }));
    });
    expect(screen.getByRole('dialog', { name: 'Upgrade to Premium' })).toHaveTextContent('You have reached your company access limit.');
    await act(async () => {
      store.dispatch(upgradeDialogClosed());
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
