import { SCREEN_PAGE_SIZES, screenFigureById, type ScreenPageSize } from 'shared-types/api';

/**
 * The screener page's address (docs/screener.md, 'The page'): the screen, its order and page, and
 * the companies picked for comparison, so a screen can be shared as a link. The shell owns the
 * address; the page reads it with selectScreenSearch and changes it with screenPageOpened.
 */
export interface ScreenAddress {
  q: string;
  /** 'name' or a figure id; left out, the server's default order (the ranking's, else score). */
  sort?: string;
  dir?: 'asc' | 'desc';
  page: number;
  size: ScreenPageSize;
  /** Company ids picked for comparison, in the order picked (the comparison view reads them). */
  compare: string[];
}

export const DEFAULT_PAGE_SIZE: ScreenPageSize = 25;

export const EMPTY_SCREEN_ADDRESS: ScreenAddress = { q: '', page: 1, size: DEFAULT_PAGE_SIZE, compare: [] };

// The same bounds as the API's, so a page the address names is one the server accepts.
const WHOLE_PAGE = /^[1-9]\d{0,5}$/;

/** Reads a query string ('' or '?q=…'); a value it cannot use falls back to its default, never throws. */
export function readScreenAddress(search: string | null | undefined): ScreenAddress {
  const params = new URLSearchParams(search ?? '');
  const address: ScreenAddress = {
    q: params.get('q') ?? '',
    page: pageOf(params.get('page')),
    size: sizeOf(params.get('size')),
    compare: (params.get('compare') ?? '')
      .split(',')
      .map((id) => id.trim())
      .filter((id) => id !== ''),
  };
  const sort = params.get('sort');
  if (sort !== null && (sort === 'name' || screenFigureById(sort) !== undefined)) address.sort = sort;
  const dir = params.get('dir');
  if (dir === 'asc' || dir === 'desc') address.dir = dir;
  return address;
}

/** The query string for an address ('' when everything is the default); defaults are left out to keep links short. */
export function writeScreenAddress(address: ScreenAddress): string {
  const parts: string[] = [];
  if (address.q !== '') parts.push(`q=${encodeURIComponent(address.q)}`);
  if (address.sort !== undefined) parts.push(`sort=${encodeURIComponent(address.sort)}`);
  if (address.dir !== undefined) parts.push(`dir=${address.dir}`);
  if (address.page !== 1) parts.push(`page=${address.page}`);
  if (address.size !== DEFAULT_PAGE_SIZE) parts.push(`size=${address.size}`);
  // Commas stay literal between the ids so the list reads in a shared link.
  if (address.compare.length > 0) parts.push(`compare=${address.compare.map(encodeURIComponent).join(',')}`);
  return parts.length === 0 ? '' : `?${parts.join('&')}`;
}

function pageOf(value: string | null): number {
  return value !== null && WHOLE_PAGE.test(value) ? Number(value) : 1;
}

function sizeOf(value: string | null): ScreenPageSize {
  const size = SCREEN_PAGE_SIZES.find((allowed) => String(allowed) === value);
  return size ?? DEFAULT_PAGE_SIZE;
}
