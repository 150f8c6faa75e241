import { figure, reason } from '../v2/figure';
import { type CompanyFacts } from '../types';
import { steadyCompounder } from './archetypes';
import { quarter } from './cashFixtures';

/**
 * Facts that carry everything the analysis meta can say, beside the archetypes (whose only
 * source is a test fixture): quarters newer than the statements (exceptional items, an unusual
 * quarter's other income, a year-earlier quarter), sources as the DB layer writes them (codes
 * with their v1 words), a BSE classification and a price from a known source.
 */
export function metaRichCase(): CompanyFacts {
  const base = steadyCompounder();
  const quarters = ['2024-09-30', '2024-12-31', '2025-03-31', '2025-06-30', '2025-09-30', '2025-12-31', '2026-03-31'].map((end, i) =>
    quarter(end, 160, i === 5 ? 400 : 40, i === 6 ? { exceptionalItems: 100, profitBeforeTax: 200, tax: 50 } : {}),
  );
  const differs = reason('source.filing_differs', {
    figure: 'net_profit_owners',
    period_end: '2018-03-31',
    filing_value: figure(133_016.37, 'inr_crore'),
    export_value: figure(123_249.07, 'inr_crore'),
    difference: figure(-0.073, 'fraction'),
  });
  const symbol = reason('source.earlier_symbol', { symbols: ['TATAMOTORS'], current_symbol: 'TMPV' });
  return {
    ...base,
    profile: {
      ...base.profile,
      kind: 'industrial',
      kindSource: 'bse_list',
      kindReason: "BSE basic industry 'Passenger Cars & Utility Vehicles'",
      industry: 'Automobiles',
    },
    prices: [...base.prices.slice(0, -1), { price: 2_400, asOf: '2026-04-15', source: 'bhavcopy' }],
    quarters,
    sources: [
      { kind: 'nse_list', description: 'Company list: NSE equity list.', asOf: '2026-04-20' },
      {
        kind: 'screener',
        description:
          'Annual statements from a Screener.in export, in ₹ crore, with its year-end and current share prices. Whether they are consolidated or standalone is not recorded: the export does not say, and the import was not given --basis.',
        asOf: '2025-03-31',
        exports: [
          { years: 'FY2016–FY2023', years_to: '2024-03-31' },
          { years: 'FY2024–FY2025', years_to: '2025-03-31', quarters_to: '2025-06-30' },
        ],
        notes: ['(the words the DB layer rendered; the analysis reads the exports above)'],
      },
      {
        kind: 'exchange_filing',
        description:
          "Statements from the exchange's own filings (results XBRL), in ₹ crore: they win over a Screener export's figures for the periods they cover.",
        asOf: '2026-03-31',
        basis: 'consolidated',
        reasons: [differs, reason('source.export_basis_unknown'), symbol],
        notes: ['(the words the DB layer rendered; the analysis reads the reasons above)'],
      },
      { kind: 'bhavcopy', description: 'Closing prices from the exchange bhavcopy.', asOf: '2026-04-15' },
    ],
  };
}
