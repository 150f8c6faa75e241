import path from 'node:path';
import { displayValue } from '../figureDisplay';
import { ResearchV2Schema, type ResearchV2 } from '../research';
import { decodeResearchV2 } from './decode';
import { encodeResearchV2 } from './encode';
import { figuresIn } from './figurePlaces';
import { goldenAnswers } from './goldenAnswers';
import { type Json } from './json';
import { RESEARCH_V2_GENERATED_UNITS } from './researchUnits.generated';
import { RESEARCH_V2_UNITS } from './researchUnits';
import { NO_UNITS, SHORT_KEY_COUNT, shortKeyAt, type UnitTable } from './unitTable';
import { ResearchV2WireSchema } from './wireSchema';

const goldens = goldenAnswers(path.join(__dirname, '../../../../../api/src/analysis/__golden__/v2'));
/** The archetypes with every part (some goldens hold only the meta). */
const whole = [...goldens].filter(([, answer]) => ResearchV2Schema.safeParse(answer).success) as Array<[string, ResearchV2]>;

/** A whole golden answer: the one named, else the first. */
function golden(name?: string): ResearchV2 {
  const entry = whole.find(([archetype]) => archetype === name) ?? whole[0];
  if (entry === undefined) throw new Error('no whole golden answer');
  return entry[1];
}

/** This build's table with its keys left long: what the text of a wire is checked against. A wire written with it reads with the table itself. */
const LONG_KEYS: UnitTable = { ...RESEARCH_V2_UNITS, shortKeys: new Map(), longKeys: new Map() };
const wireOf = (doc: ResearchV2, round: 'display' | 'none', units: UnitTable = LONG_KEYS): unknown =>
  JSON.parse(JSON.stringify(encodeResearchV2(doc, { round, units })));
const copy = (doc: ResearchV2): ResearchV2 => JSON.parse(JSON.stringify(doc)) as ResearchV2;

function decoded(wire: unknown): ResearchV2 {
  const result = decodeResearchV2(wire);
  if (!result.ok) throw new Error(result.error);
  return result.answer;
}

describe('the research answer’s wire', () => {
  it('has whole golden answers to test on', () => {
    expect(whole.length).toBeGreaterThanOrEqual(9);
  });

  it.each(whole)('reads %s back exactly, at full precision, its keys short or long', (_name, doc) => {
    const wire = wireOf(doc, 'none', RESEARCH_V2_UNITS);
    expect(ResearchV2WireSchema.safeParse(wire).success).toBe(true);
    expect(decoded(wire)).toEqual(doc);
    expect(decoded(wireOf(doc, 'none'))).toEqual(doc);
  });

  it.each(whole)('writes the figures of %s as bare numbers or [period, number] where their unit is declared', (_name, doc) => {
    const text = JSON.stringify(wireOf(doc, 'none'));
    const whole = figuresIn(doc as unknown as Json).filter(({ where }) => RESEARCH_V2_GENERATED_UNITS.mixed.includes(where)).length;
    expect(text.match(/"unit":/g)?.length ?? 0).toBe(whole);
  });

  it('writes a reason as [code] or [code, params]', () => {
    const text = JSON.stringify(wireOf(golden('steady-compounder'), 'none'));
    expect(text).toContain('"reason":["value.model.justified_pe.in"]');
    expect(text).toContain('"method":["value.maintenance.greenwald",{"net_block_to_sales":0.35000101207439804,');
    expect(text).not.toContain('"code":');
  });

  it.each(whole)('rounds each figure of %s once, to what its unit shows', (_name, doc) => {
    // Decoding gives the schema's key order: compare with the document in that order.
    const full = figuresOf(ResearchV2Schema.parse(doc));
    const rounded = decoded(wireOf(doc, 'display'));
    const shown = figuresOf(rounded);
    expect(shown.map(({ where, unit }) => `${where} ${unit}`)).toEqual(full.map(({ where, unit }) => `${where} ${unit}`));
    expect(shown.map(({ value }) => value)).toEqual(full.map(({ value, unit }) => (value === null ? null : displayValue(value, unit))));
    // Rounding what is already rounded changes nothing: the wire never rounds twice.
    expect(wireOf(rounded, 'display')).toEqual(wireOf(doc, 'display'));
  });

  it('keeps whole, or escapes, what a declared place holds other than a figure in its unit', () => {
    const doc = copy(golden('steady-compounder'));
    doc.value.growth = { value: 0.15, unit: 'times' };
    doc.value.eps = { value: null, unit: 'inr_per_share', period: 'FY2025' };
    const method = doc.value.owner_earnings?.method;
    if (method?.params === undefined) throw new Error('the golden has owner’s earnings with a method');
    method.params.capex = 259.2;
    method.params.sales_change = ['FY2025', 'FY2024'];
    // A list of ids that reads like a reason [code] is escaped too.
    method.params.bound = ['value.no_statements'];
    const wire = wireOf(doc, 'none');
    expect(JSON.stringify(wire)).toContain('"capex":{"$":259.2}');
    expect(JSON.stringify(wire)).toContain('"bound":{"$":["value.no_statements"]}');
    expect(decoded(wire)).toEqual(doc);
  });

  it('writes every figure whole without a unit table, and reads that with any table', () => {
    const doc = golden();
    const wire = JSON.parse(JSON.stringify(encodeResearchV2(doc, { round: 'none', units: NO_UNITS }))) as Record<string, unknown>;
    expect(wire.units).toBe('none');
    expect(decoded(wire)).toEqual(doc);
  });
});

describe('decoding a bad wire', () => {
  const doc = golden();
  type Answer = { value: Record<string, unknown>; summary: Record<string, unknown>; score?: unknown };
  const good = wireOf(doc, 'none') as { answer: Answer };
  const withAnswer = (change: (answer: Answer) => void): unknown => {
    const wire = JSON.parse(JSON.stringify(good)) as typeof good;
    change(wire.answer);
    return wire;
  };
  let deep: unknown = 1;
  for (let i = 0; i < 100_000; i += 1) deep = [deep];

  it.each([
    ['nothing', undefined, 'not a research answer wire'],
    ['a string', 'research', 'not a research answer wire'],
    ['another format', { ...good, format: 2 }, 'format'],
    ['another unit table', { ...good, units: 'abc' }, 'unit table abc'],
    ['a figure as a bad tuple', withAnswer((a) => (a.value.growth = ['FY2025'])), 'value.growth: a figure is a number or [period, number]'],
    ['a figure as a string', withAnswer((a) => (a.value.growth = '15%')), 'value.growth'],
    ['a part missing', withAnswer((a) => delete a.score), 'score'],
    ['a nesting too deep to walk', withAnswer((a) => (a.summary.missing = deep as never)), 'unreadable wire'],
  ])('says what is wrong with %s, and throws nothing', (_what, wire, error) => {
    const result = decodeResearchV2(wire);
    expect(result.ok).toBe(false);
    expect(result.ok ? '' : result.error).toContain(error);
  });

  it('knows this build’s table by its version', () => {
    expect(RESEARCH_V2_UNITS.version).toBe(RESEARCH_V2_GENERATED_UNITS.version);
    expect(good).toMatchObject({ format: 1, units: RESEARCH_V2_UNITS.version });
  });
});

describe('short keys', () => {
  const doc = golden('steady-compounder');

  it('writes each key the table names as one or two capital letters, the most frequent as one', () => {
    const text = JSON.stringify(wireOf(doc, 'none', RESEARCH_V2_UNITS));
    const keys = RESEARCH_V2_GENERATED_UNITS.keys ?? [];
    expect(keys.length).toBeGreaterThan(26);
    // A figure written whole keeps its keys (value, unit, period): it reads as a figure by them.
    for (const key of ['outcome', 'reason', 'summary', 'threshold']) expect(text).not.toContain(`"${key}":`);
    expect(text).toContain(`"${shortKeyAt(0)}":`);
    expect(text.length).toBeLessThan(JSON.stringify(wireOf(doc, 'none')).length * 0.85);
    expect([shortKeyAt(0), shortKeyAt(25), shortKeyAt(26), shortKeyAt(SHORT_KEY_COUNT - 1)]).toEqual(['A', 'Z', 'AA', 'ZZ']);
    expect(() => shortKeyAt(SHORT_KEY_COUNT)).toThrow(RangeError);
  });

  it('writes an object whose key reads as a short one verbatim, and reads it back', () => {
    const odd = copy(doc);
    (odd.summary as Record<string, unknown>).extra = { A: { value: 1, unit: 'inr' }, outcome: 'x' };
    const method = odd.value.owner_earnings?.method;
    if (method?.params === undefined) throw new Error('the golden has owner’s earnings with a method');
    method.params.ZZ = 'a parameter named like a short key';
    const wire = wireOf(odd, 'none', RESEARCH_V2_UNITS);
    expect(JSON.stringify(wire)).toContain('{"$":{"A":{"value":1,"unit":"inr"},"outcome":"x"}}');
    const result = decodeResearchV2(wire);
    if (!result.ok) throw new Error(result.error);
    expect((result.answer.summary as Record<string, unknown>).extra).toBeUndefined(); // the schema keeps known fields only
    expect(result.answer.value.owner_earnings?.method?.params?.ZZ).toBe('a parameter named like a short key');
  });

  it('writes every key long without a unit table', () => {
    const text = JSON.stringify(encodeResearchV2(doc, { round: 'none', units: NO_UNITS }));
    expect(text).toContain('"summary":');
    expect(text).not.toMatch(/"[A-Z]{1,2}":/);
  });
});

describe('the unit table', () => {
  it.each([...goldens])('declares the unit of every figure of the golden %s, or lists its place as mixed', (_name, answer) => {
    const wrong = figuresIn(answer as Json).filter(({ where, param, unit }) => {
      const declared = (param ? RESEARCH_V2_UNITS.params : RESEARCH_V2_UNITS.places).get(where);
      return declared === undefined ? !RESEARCH_V2_GENERATED_UNITS.mixed.includes(where) : declared !== unit;
    });
    expect(wrong).toEqual([]);
  });
});

const figuresOf = (answer: ResearchV2): ReturnType<typeof figuresIn> => figuresIn(answer as unknown as Json);
