import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { companySelected, createShellStore } from 'shared-types/shell';
import CompanyDetailsPage from './CompanyDetailsPage';

describe('CompanyDetailsPage', () => {
  it('shows nothing before any details exist, while tracking the selected company from the shell store', () => {
    const store = createShellStore();
    store.dispatch(companySelected({ id: 'c-7', name: 'Acme', code: '' }));
    const { container } = render(
      <Provider store={store}>
        <CompanyDetailsPage />
      </Provider>,
    );
    const region = container.firstElementChild as HTMLElement;
    expect(region).not.toBeVisible();
    expect(region.dataset.selectedCompany).toBe('c-7');
  });
});
