import type { metaMessages } from '../en/meta';

/**
 * Hindi for the meta's most frequent reason codes (issue 31: the 40 counted on 2026-11-28), the
 * sources' labels as the result view names the price's source, the trailing-twelve-month labels,
 * the price's date and why the company is of its kind. Sources' names (NSE, BSE, Screener,
 * bhavcopy) and the import's options (--kind) stay as sent. Glossary: docs/glossary-hindi.md.
 */
export const hindiMetaMessages = {
  'source.demo.price_label': 'डेमो डेटा',
  'source.nse_list.price_label': 'NSE सूची',
  'source.bse_list.price_label': 'BSE सूची',
  'source.screener.price_label': 'Screener एक्सपोर्ट',
  'source.exchange_filing.price_label': 'एक्सचेंज फ़ाइलिंग',
  'source.bhavcopy.price_label': 'एक्सचेंज का बंद भाव (bhavcopy)',
  'source.guidance_ledger.price_label': 'मार्गदर्शन का रजिस्टर',
  'source.live_price.price_label': 'मार्केट-डेटा प्रदाता (देरी से)',
  'source.basis.consolidated': 'समेकित',
  'source.basis.standalone': 'एकल',

  'source.export_span': 'उस एक्सपोर्ट से {years}, जिसमें {years_to} तक के वर्ष हैं',
  'source.note': '{text}',

  'ttm.label': '{period_end} तक TTM',
  'ttm.figure.sales': 'बिक्री',
  'ttm.figure.net_profit': 'शुद्ध लाभ',
  'ttm.figure.net_profit.exceptional_left_out': 'शुद्ध लाभ (असाधारण मदें छोड़कर)',
  'ttm.figure.eps': 'EPS (शुद्ध लाभ / {fy} के शेयर)',
  'ttm.latest_quarter.with_sales':
    '{quarter_end} को ख़त्म तिमाही बनाम {year_earlier_end} को ख़त्म तिमाही: बिक्री {sales} बनाम {year_earlier_sales}, ' +
    'शुद्ध लाभ {net_profit} बनाम {year_earlier_net_profit}।',

  'price.on_or_after': '{as_of} को या उसके बाद',
  'price.after': '{as_of} के बाद',
  'price.stale.before_analysis': 'इस विश्लेषण से {days} पहले ({limit} से ज़्यादा)',

  'classification.given': '--kind से दिया गया',
  'classification.demo_sector': 'डेमो कंपनियों के समूह में इसका सेक्टर',
  'classification.screener_lender_rows': 'Screener एक्सपोर्ट में ऋणदाता वाली पंक्तियाँ',
  'classification.stated': '{text}',
} as const satisfies Partial<Record<keyof typeof metaMessages, string>>;
