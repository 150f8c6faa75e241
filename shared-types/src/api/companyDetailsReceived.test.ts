import { DETAILS } from '../testing/companyDetailsFixture';
import { PART1_TITLE, PART2_TITLE } from './companyDetailsFields';
import {
  ReceivedAnalysisMetaSchema,
  ReceivedCompanyDetailsSchema,
  ReceivedDataJsonSchema,
  ReceivedPart1Schema,
  ReceivedPart2Schema,
} from './companyDetailsReceived';
import { readField, readSection } from './companyDetailsSection';

describe('ReceivedCompanyDetailsSchema', () => {
  it('accepts a payload with only a company name', () => {
    expect(ReceivedCompanyDetailsSchema.parse({ company_name: 'X' })).toEqual({ company_name: 'X' });
  });

  it('refuses a payload whose company name is not text, or that is not an object', () => {
    expect(ReceivedCompanyDetailsSchema.safeParse({ company_name: 7 }).success).toBe(false);
    expect(ReceivedCompanyDetailsSchema.safeParse({ company_code: 'X' }).success).toBe(false);
    expect(ReceivedCompanyDetailsSchema.safeParse('X').success).toBe(false);
  });

  it('keeps the full payload, decodes JSON-text sections and keeps sections it cannot read for their views', () => {
    const raw = { ...DETAILS, data_json: JSON.stringify(DETAILS.data_json), [PART2_TITLE]: { summary_table: 7 }, extra: [1] };
    expect(ReceivedCompanyDetailsSchema.parse(raw)).toEqual({ ...raw, data_json: DETAILS.data_json });
  });

  it('reads a scalar of the wrong type as unknown', () => {
    expect(ReceivedCompanyDetailsSchema.parse({ company_name: 'X', current_price: 'cheap', last_updated: 3 })).toEqual({
      company_name: 'X',
      current_price: null,
      last_updated: null,
    });
  });
});

describe('readSection', () => {
  it('tells missing, text, readable and unreadable sections apart', () => {
    expect(readSection(ReceivedPart1Schema, undefined)).toEqual({ kind: 'missing' });
    expect(readSection(ReceivedPart1Schema, '  ')).toEqual({ kind: 'missing' });
    expect(readSection(ReceivedPart1Schema, {})).toEqual({ kind: 'missing' });
    expect(readSection(ReceivedDataJsonSchema, 'still processing')).toEqual({ kind: 'text', text: 'still processing' });
    expect(readSection(ReceivedPart1Schema, JSON.stringify(DETAILS[PART1_TITLE]))).toEqual({ kind: 'value', value: DETAILS[PART1_TITLE] });
    expect(readSection(ReceivedPart1Schema, 42)).toEqual({ kind: 'unreadable' });
    expect(readSection(ReceivedPart2Schema, { summary_table: [{ Factor: 1 }] })).toEqual({ kind: 'unreadable' });
  });

  it('accepts a Part with its fields missing, as text, or as JSON text', () => {
    expect(readSection(ReceivedPart2Schema, { 'Overall Risk Assessment': 'Low.' }).kind).toBe('value');
    const part1 = readSection(ReceivedPart1Schema, { '2. Management Guidance Analysis': '{"Current Guidance": "Up 10%."}' });
    expect(part1).toEqual({ kind: 'value', value: { '2. Management Guidance Analysis': { 'Current Guidance': 'Up 10%.' } } });
    expect(readSection(ReceivedPart1Schema, { '2. Management Guidance Analysis': 'None given.' }).kind).toBe('value');
  });

  it('reads a field inside a read section the same way', () => {
    expect(readField(undefined)).toEqual({ kind: 'missing' });
    expect(readField('')).toEqual({ kind: 'missing' });
    expect(readField('None.')).toEqual({ kind: 'text', text: 'None.' });
    expect(readField({ a: 'b' })).toEqual({ kind: 'value', value: { a: 'b' } });
  });
});

describe('ReceivedAnalysisMetaSchema', () => {
  it('keeps the not-rated code and the guidance themes, known or newer', () => {
    const meta = { not_rated_code: 'stale_data', not_rated_detail: 'old', figures: { guidance_themes: ['capacity', 'margins'] } };
    expect(ReceivedAnalysisMetaSchema.parse(meta)).toEqual(meta);
  });

  it('reads a themes list of the wrong shape as not stated, and keeps the rest of analysis_meta', () => {
    expect(ReceivedAnalysisMetaSchema.parse({ is_demo: true, figures: { guidance_themes: 'capacity', credibility_score: 80 } })).toEqual({
      is_demo: true,
      figures: { credibility_score: 80 },
    });
  });

  it('keeps market figures of an unexpected shape as received, costing nothing else of analysis_meta', () => {
    expect(ReceivedAnalysisMetaSchema.parse({ is_demo: true, figures: { market: { pe: 'high' }, credibility_score: 80 } })).toEqual({
      is_demo: true,
      figures: { market: { pe: 'high' }, credibility_score: 80 },
    });
  });
});
