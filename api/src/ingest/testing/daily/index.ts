/** Fixture builders for NSE's daily files (formats/daily): each file in its real layout, and the PR zip. */
export { ddmmyyyy } from './dailyDays';
export { CORPORATE_ACTIONS_HEADER, corporateActionsCsv, listedUnder, type CorporateActionLine } from './corporateActionsCsv';
export { MARKET_CAP_HEADER, marketCapCsv, type MarketCapLine } from './marketCapCsv';
export { PRICE_DATA_HEADER, priceDataCsv, type PriceDataLine, type PriceDataOptions } from './priceDataCsv';
export { prZip } from './prZip';
export { WEEK_HIGH_LOW_HEADER, weekHighLowCsv, type WeekHighLowLine, type WeekHighLowOptions } from './weekHighLowCsv';
