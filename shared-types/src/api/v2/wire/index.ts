export { encodeResearchV2, type EncodeOptions } from './encode';
export { decodeResearchV2, type DecodeResult } from './decode';
export { ResearchV2WireSchema, WIRE_FORMAT, type ResearchV2Wire } from './wireSchema';
export { RESEARCH_V2_UNITS } from './researchUnits';
export { NO_UNITS, SHORT_KEY_COUNT, unitTableOf, type GeneratedUnits, type UnitTable } from './unitTable';
export { figuresIn, type FigureAt } from './figurePlaces';
export { type Json, type JsonObject } from './json';
