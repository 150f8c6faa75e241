import type { risksMessages } from '../en/risks';

/**
 * Hindi for Part 2's most frequent reason codes (issue 31: the 40 counted on 2026-11-28), the
 * names of all its factors, the table's headings, outcomes and levels. A threshold's unit words
 * come with the figure ('10 दिन', '3 प्रतिशत अंक'), so the message does not repeat them. Altman's
 * Z″ is written with ″, as the glossary has it. Glossary: docs/glossary-hindi.md.
 */
export const hindiRisksMessages = {
  'risk.title': 'परिचालन जोखिम',
  'risk.table.factor': 'कारक',
  'risk.table.assessment': 'आकलन',
  'risk.table.data': 'डेटा',
  'risk.table.justification': 'औचित्य',
  'risk.overall.title': 'जोखिम का समग्र आकलन',
  'risk.outcome.flag': 'हाँ',
  'risk.outcome.clear': 'नहीं',
  'risk.outcome.not_assessed': 'आकलन नहीं हुआ',
  'risk.outcome.not_applicable': 'लागू नहीं',
  'risk.level.low': 'कम',
  'risk.level.moderate': 'मध्यम',
  'risk.level.high': 'ऊँचा',

  'risk.leverage.name': 'ऊँचा कर्ज़ (कर्ज़ / इक्विटी)',
  'risk.interest_cover.name': 'ब्याज चुकाने की कमज़ोर क्षमता',
  'risk.capital_cushion.name': 'पूँजी का पतला सहारा (नेट वर्थ / कुल संपत्ति)',
  'risk.return_on_equity.name': 'इक्विटी पर कम रिटर्न',
  'risk.asset_quality.name': 'संपत्ति की कमज़ोर गुणवत्ता (सकल / शुद्ध NPA)',
  'risk.return_on_assets.name': 'संपत्ति पर कम रिटर्न',
  'risk.receivables.name': 'कार्यशील पूँजी पर दबाव (ग्राहकों से बकाया के दिन)',
  'risk.cash_conversion.name': 'मुनाफ़े का कम हिस्सा नकदी में (CFO / शुद्ध लाभ)',
  'risk.free_cash_flow.name': 'ऋणात्मक मुक्त नकदी प्रवाह (FCF)',
  'risk.earnings_manipulation.name': 'आय में हेरफेर की चेतावनी (Beneish M-score)',
  'risk.distress.name': 'वित्तीय संकट (Altman Z″)',
  'risk.dilution.name': 'हिस्सेदारी में कमी (शेयरों की संख्या में बढ़त)',
  'risk.revenue_volatility.name': 'राजस्व में उतार-चढ़ाव या गिरावट',
  'risk.margin_compression.name': 'मार्जिन में गिरावट',
  'risk.losses.name': 'घाटा',
  'risk.promoter_pledge.name': 'प्रमोटर के गिरवी रखे शेयर',

  'risk.receivables.steady': 'ग्राहकों से बकाया के दिनों में कोई ख़ास बढ़त नहीं ({threshold} और {rise_share} से ज़्यादा की बढ़त पर चेतावनी दी जाती)।',
  'risk.beneish_input.dsri': 'दोनों वर्षों के ग्राहकों से बकाया और बिक्री (DSRI)',
  'risk.beneish_input.sgi': 'दोनों वर्षों में शून्य से ज़्यादा बिक्री (SGI)',
  'risk.dilution.none': 'ख़ास संख्या में नए शेयर जारी नहीं हुए।',
  'risk.margin_compression.within': 'मार्जिन अपने हाल के मीडियन से {threshold} के भीतर है, या उससे ऊपर।',
  'risk.losses.profitable': 'हाल के वर्षों में लगातार मुनाफ़े में।',

  // In Hindi with risk.level's words: falling back to English, the sentence would take them mid-sentence.
  'risk.overall.level': 'समग्र परिचालन जोखिम: {level}। आकलन किए गए {assessed, plural, one {# कारक} other {# कारकों}} में से {flagged, number} पर चेतावनी है।',
} as const satisfies Partial<Record<keyof typeof risksMessages, string>>;
