import { type Unit } from '../figure';
import { ResearchV2Schema, type ResearchV2 } from '../research';
import { isEscaped, isObject, isReason, readsAsReason, type Json, type JsonObject } from './json';
import { RESEARCH_V2_UNITS } from './researchUnits';
import { childPlace, itemPlace, NO_UNITS, paramName, type UnitTable } from './unitTable';
import { ResearchV2WireSchema } from './wireSchema';

export type DecodeResult = { ok: true; answer: ResearchV2 } | { ok: false; error: string };

class WireError extends Error {}

/**
 * The research answer from its wire (docs/research-answer-v2.md), checked against ResearchV2Schema.
 * Bad input is an error saying where, never a throw.
 */
export function decodeResearchV2(wire: unknown, units: UnitTable = RESEARCH_V2_UNITS): DecodeResult {
  const envelope = ResearchV2WireSchema.safeParse(wire);
  if (!envelope.success) return { ok: false, error: `not a research answer wire: ${envelope.error.issues.map(describeIssue).join('; ')}` };
  const { units: version, answer } = envelope.data;
  if (version !== units.version && version !== NO_UNITS.version) {
    return { ok: false, error: `written with unit table ${version}; this build reads ${units.version} or ${NO_UNITS.version}` };
  }
  let decoded: Json;
  try {
    decoded = decodeInside(answer as JsonObject, '', version === NO_UNITS.version ? NO_UNITS : units);
  } catch (error) {
    return { ok: false, error: error instanceof WireError ? error.message : `unreadable wire: ${String(error)}` };
  }
  const parsed = ResearchV2Schema.safeParse(decoded);
  if (!parsed.success) return { ok: false, error: `not a research answer: ${parsed.error.issues.map(describeIssue).join('; ')}` };
  return { ok: true, answer: parsed.data };
}

const describeIssue = (issue: { path: readonly PropertyKey[]; message: string }): string => `${issue.path.map(String).join('.') || '(root)'}: ${issue.message}`;

function decodeNode(node: Json, place: string, units: UnitTable): Json {
  const unit = units.places.get(place);
  return unit === undefined ? decodeInside(node, place, units) : decodeFigure(node, unit, place);
}

function decodeFigure(node: Json, unit: Unit, place: string): Json {
  if (typeof node === 'number') return { value: node, unit };
  if (Array.isArray(node)) {
    const [period, value] = node;
    if (node.length !== 2 || typeof period !== 'string' || typeof value !== 'number') {
      throw new WireError(`${place}: a figure is a number or [period, number], not ${JSON.stringify(node).slice(0, 60)}`);
    }
    return { value, unit, period };
  }
  return isEscaped(node) ? node.$ : node;
}

function decodeInside(node: Json, place: string, units: UnitTable): Json {
  if (Array.isArray(node)) {
    if (!readsAsReason(node))
      return node.map((item) =>
        decodeNode(
          item,
          itemPlace(place, item, (key) => units.shortKeys.get(key) ?? key),
          units,
        ),
      );
    const [code, params] = node;
    return params === undefined ? { code } : { code, params: decodeParams(code, params, place, units) };
  }
  if (!isObject(node)) return node;
  if (isEscaped(node)) return node.$;
  const named = lengthened(node, units);
  const out: JsonObject = {};
  for (const [key, child] of Object.entries(named)) {
    out[key] =
      isReason(named) && key === 'params' && isObject(child) ? decodeParams(named.code, child, place, units) : decodeNode(child, childPlace(place, key), units);
  }
  return out;
}

/** The object with each short key read back to the key it stands for. */
function lengthened(node: JsonObject, units: UnitTable): JsonObject {
  if (units.longKeys.size === 0) return node;
  const out: JsonObject = {};
  for (const [key, child] of Object.entries(node)) out[units.longKeys.get(key) ?? key] = child;
  return out;
}

function decodeParams(code: string, params: JsonObject, place: string, units: UnitTable): JsonObject {
  if (isEscaped(params)) return params.$ as JsonObject;
  const out: JsonObject = {};
  for (const [name, param] of Object.entries(lengthened(params, units))) {
    const unit = units.params.get(paramName(code, name));
    out[name] = unit === undefined ? decodeInside(param, childPlace(place, `params.${name}`), units) : decodeFigure(param, unit, `${code}:${name}`);
  }
  return out;
}
