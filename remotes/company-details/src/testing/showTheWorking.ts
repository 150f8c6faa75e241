import { fireEvent, screen } from '@testing-library/react';
import { SHOW_THE_WORKING } from '../reading/readingMessages';

/** Unfolds every Part's working, as a reader pressing each 'Show the working' does. */
export function showTheWorking(): void {
  for (const button of screen.queryAllByRole('button', { name: SHOW_THE_WORKING })) fireEvent.click(button);
}
