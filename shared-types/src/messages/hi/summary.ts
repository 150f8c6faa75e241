import type { summaryMessages } from '../en/summary';

/**
 * Hindi for the summary's short entries: the not-rated line when no statements are imported (the
 * words of common's `not_rated.label` and `not_rated.no_statements`), what data is missing and
 * the fields `missing.latest_fields` lists. Glossary: docs/glossary-hindi.md.
 */
export const hindiSummaryMessages = {
  'rating.no_statements': 'रेटिंग नहीं दी गई — अभी तक कोई वित्तीय विवरण आयात नहीं हुआ',

  'missing.price': 'शेयर का मौजूदा भाव',
  'missing.statements': 'वित्तीय विवरण',
  'missing.latest_fields': '{fiscal_year}: {fields}',

  'missing.field.sales': 'बिक्री',
  'missing.field.net_profit': 'शुद्ध लाभ',
  'missing.field.eps': 'EPS',
  'missing.field.share_count': 'शेयरों की संख्या',
  'missing.field.operating_cash_flow': 'परिचालन नकदी प्रवाह',
  'missing.field.total_assets': 'कुल संपत्ति',
  'missing.field.borrowings': 'कर्ज़',
  'missing.field.depreciation': 'मूल्यह्रास',
  'missing.field.dividends': 'लाभांश',
  'missing.field.capex': 'capex',
  'missing.field.receivables': 'ग्राहकों से बकाया',
} as const satisfies Partial<Record<keyof typeof summaryMessages, string>>;
