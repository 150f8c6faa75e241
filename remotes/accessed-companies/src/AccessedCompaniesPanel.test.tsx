import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createShellStore, signedIn, signedOut } from 'shared-types/shell';
import AccessedCompaniesPanel from './AccessedCompaniesPanel';

describe('AccessedCompaniesPanel', () => {
  it('appears only when a user id exists', async () => {
    const store = createShellStore();
    store.dispatch(signedOut());
    render(
      <Provider store={store}>
        <AccessedCompaniesPanel />
      </Provider>,
    );
    expect(screen.queryByRole('heading', { name: 'Your Accessed Companies' })).not.toBeInTheDocument();
    await act(async () => {
      store.dispatch(signedIn({ id: 'u-1', email: 'investor@example.test', fullName: null, pictureUrl: null }));
    });
    expect(screen.getByRole('heading', { name: 'Your Accessed Companies' })).toBeInTheDocument();
  });
});
