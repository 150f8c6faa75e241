import { fireEvent, screen } from '@testing-library/react';

/** Unfolds every Part's working, as a reader pressing each 'Show the working' does. */
export function showTheWorking(): void {
  for (const button of screen.queryAllByRole('button', { name: 'Show the working' })) fireEvent.click(button);
}
