import { act, render } from '@testing-library/react';
import { type ReactElement } from 'react';
import { MessagesProvider } from '../../i18n/MessagesProvider';

/** For tests: renders in Hindi and waits for its lazy catalogue chunk, as a reader choosing हिन्दी gets it. */
export async function renderInHindi(ui: ReactElement): Promise<void> {
  await act(async () => {
    render(<MessagesProvider locale="hi">{ui}</MessagesProvider>);
  });
}
