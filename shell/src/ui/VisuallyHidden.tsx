import { type ReactNode } from 'react';

/** Text that screen readers announce but that is not drawn (the global class lives in the theme tokens). */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span className="visually-hidden">{children}</span>;
}
