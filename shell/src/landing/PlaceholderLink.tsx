import { type MouseEvent, type ReactNode } from 'react';
import { SECTION_IDS } from './scrollToSection';

interface PlaceholderLinkProps {
  children: ReactNode;
  className?: string;
}

function ignoreClick(event: MouseEvent<HTMLAnchorElement>) {
  event.preventDefault();
}

/**
 * A link whose destination does not exist yet: announced as disabled, marked
 * "Coming soon" and inert when clicked, instead of pretending to go somewhere.
 */
export function PlaceholderLink({ children, className }: PlaceholderLinkProps) {
  return (
    <a href={`#${SECTION_IDS.contact}`} className={className} aria-disabled="true" title="Coming soon" onClick={ignoreClick}>
      {children}
    </a>
  );
}
