import { type OpenedCompany } from './screen/ResultsTable';

/*
 * The page's two parts built on another branch: the saved screens (src/saved/SavedScreensPanel.tsx)
 * and the comparison (src/compare/CompareView.tsx). Their props are those components' own, so the
 * page needs no change when they arrive.
 *
 * Wired to saved/ and compare/ when those land: until then both render nothing.
 */

export interface SavedScreensPartProps {
  /** The screen the address names. */
  query: string;
  /** Opens a saved screen: the page puts its query in the address. */
  onOpen: (query: string) => void;
}

export function SavedScreensPart(_props: SavedScreensPartProps) {
  return null;
}

export interface ComparePartProps {
  /** The address's compare ids, as given. */
  ids: string[];
  /** A new list of ids for the address. */
  onChange: (ids: string[]) => void;
  onOpenCompany: (company: OpenedCompany) => void;
}

export function ComparePart(_props: ComparePartProps) {
  return null;
}
