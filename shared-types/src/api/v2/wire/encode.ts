import { type Unit } from '../figure';
import { displayValue, isUnit } from '../figureDisplay';
import { type ResearchV2 } from '../research';
import { isCompactReason, isEscaped, isObject, isReason, isWholeFigure, readsAsReason, type Json, type JsonObject, type WholeFigure } from './json';
import { RESEARCH_V2_UNITS } from './researchUnits';
import { childPlace, itemPlace, paramName, SHORT_KEY, type UnitTable } from './unitTable';
import { WIRE_FORMAT, type ResearchV2Wire } from './wireSchema';

export interface EncodeOptions {
  /**
   * 'display': each figure rounded once to what its unit shows (displayValue), for serving;
   * 'none': full precision, as stored and as v1 is rendered from.
   */
  round: 'display' | 'none';
  /** The unit table to write with; NO_UNITS for a client that has not this build's table. */
  units?: UnitTable;
}

interface Context {
  units: UnitTable;
  round: boolean;
}

/** The research answer as served (docs/research-answer-v2.md): the same document, figures at declared places as bare numbers, reasons as [code, params]. */
export function encodeResearchV2(doc: ResearchV2, options: EncodeOptions): ResearchV2Wire {
  const context: Context = { units: options.units ?? RESEARCH_V2_UNITS, round: options.round === 'display' };
  return { format: WIRE_FORMAT, units: context.units.version, answer: encodeInside(doc as unknown as Json, '', context) as JsonObject };
}

function rounded(figure: WholeFigure & JsonObject, context: Context): WholeFigure & JsonObject {
  if (!context.round || figure.value === null || !isUnit(figure.unit)) return figure;
  return { ...figure, value: displayValue(figure.value, figure.unit) };
}

function encodeNode(node: Json, place: string, context: Context): Json {
  const unit = context.units.places.get(place);
  return unit === undefined ? encodeInside(node, place, context) : encodeFigure(node, unit, context);
}

/** A figure where `unit` is declared: a bare number, or [period, number]; whole when it is not one of those. */
function encodeFigure(node: Json, unit: Unit, context: Context): Json {
  if (isWholeFigure(node)) {
    const figure = rounded(node, context);
    if (figure.unit !== unit || figure.value === null) return figure;
    return figure.period === undefined ? figure.value : [figure.period, figure.value];
  }
  // Not a figure where one is declared: kept as it is, escaped where it would read as a compact figure.
  return typeof node === 'number' || Array.isArray(node) || isEscaped(node) ? { $: node } : node;
}

function encodeInside(node: Json, place: string, context: Context): Json {
  if (Array.isArray(node)) return readsAsReason(node) ? { $: node } : node.map((item) => encodeNode(item, itemPlace(place, item), context));
  if (!isObject(node)) return node;
  if (isEscaped(node)) return { $: node };
  if (isWholeFigure(node)) return rounded(node, context);
  // A key that reads as a short one would be read back as another key: the object goes verbatim.
  if (context.units.shortKeys.size > 0 && Object.keys(node).some((key) => SHORT_KEY.test(key))) return { $: node };
  const out: JsonObject = {};
  for (const [key, child] of Object.entries(node)) {
    if (child === undefined) continue; // as JSON.stringify leaves an absent optional out
    out[key] =
      isReason(node) && key === 'params' && isObject(child)
        ? encodeParams(node.code, child, place, context)
        : encodeNode(child, childPlace(place, key), context);
  }
  if (isCompactReason(out)) return out.params === undefined ? [out.code] : [out.code, out.params];
  return shortened(out, context);
}

/** The object with each key the table names written short. */
function shortened(node: JsonObject, context: Context): JsonObject {
  if (context.units.shortKeys.size === 0) return node;
  const out: JsonObject = {};
  for (const [key, child] of Object.entries(node)) out[context.units.shortKeys.get(key) ?? key] = child;
  return out;
}

function encodeParams(code: string, params: JsonObject, place: string, context: Context): JsonObject {
  if (context.units.shortKeys.size > 0 && Object.keys(params).some((name) => SHORT_KEY.test(name))) return { $: params };
  const out: JsonObject = {};
  for (const [name, param] of Object.entries(params)) {
    if (param === undefined) continue;
    const unit = context.units.params.get(paramName(code, name));
    out[name] = unit === undefined ? encodeInside(param, childPlace(place, `params.${name}`), context) : encodeFigure(param, unit, context);
  }
  return shortened(out, context);
}
