import { type ScreenResults, type ScreenRow } from 'shared-types/api';

/** Test support: screen answers shaped as the contract says. Never imported by app code. */
export function screenRow(id: string, name: string, values: Partial<ScreenRow> = {}): ScreenRow {
  return { company_id: id, code: name.split(' ')[0]?.toUpperCase() ?? '', name, price: 412.5, score: 78, values: {}, ...values };
}

export const ARAVALI = screenRow('c-1', 'Aravali Cement Works', { price: 1234.5, score: 81, values: { roce: 23.456, debt_to_equity: 0.2 } });
export const BHARAT = screenRow('c-2', 'Bharat Tea Estates', { code: '', price: null, score: null, values: { roce: null, debt_to_equity: 1.5 } });
export const DECCAN = screenRow('c-3', 'Deccan Cements', { values: { roce: 20.1, debt_to_equity: null } });

export function screenResults(overrides: Partial<ScreenResults> = {}): ScreenResults {
  return {
    query: 'ROCE > 20 AND Debt to equity < 2',
    figures: ['roce', 'debt_to_equity'],
    total: 3,
    page: 1,
    size: 25,
    rows: [ARAVALI, BHARAT, DECCAN],
    ...overrides,
  };
}
