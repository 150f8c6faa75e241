import type { ReactNode } from 'react';
import type { SectionRead } from 'shared-types/api';
import { SectionError } from './SectionCard';
import { EmptyState, TextBlock } from './TextBlock';

/**
 * A section or field as read from the payload: its empty state when missing,
 * its text when it is plain text, 'Error rendering this section' when it does
 * not match its schema, else its view.
 */
export function SectionContent<T>({ read, empty, children }: { read: SectionRead<T>; empty: string; children: (value: T) => ReactNode }) {
  switch (read.kind) {
    case 'missing':
      return <EmptyState>{empty}</EmptyState>;
    case 'text':
      return <TextBlock text={read.text} />;
    case 'unreadable':
      return <SectionError />;
    case 'value':
      return <>{children(read.value)}</>;
  }
}
