import { type Request } from 'express';
import {
  PILLAR_IDS,
  pillarIdOfV1Name,
  preferencesWithV1Names,
  PreferencesQuerySchema,
  PreferencesSchema,
  V1PreferencesSchema,
  weightKeysOf,
  weightsById,
  type Preferences,
  type V1Preferences,
} from 'shared-types/api';
import { HttpError } from '../http/httpError';
import { validateRequest } from '../http/validateRequest';

/** The body's weights, for telling which keys it uses before it is validated. */
const weightsOf = (body: unknown): unknown => (typeof body === 'object' && body !== null ? (body as { weights?: unknown }).weights : undefined);

function mixedKeys(weights: object): HttpError {
  const keys = Object.keys(weights);
  const ids = keys.filter((key) => (PILLAR_IDS as readonly string[]).includes(key));
  const names = keys.filter((key) => pillarIdOfV1Name(key) !== null);
  return new HttpError(
    400,
    'invalid_request',
    `Invalid request: weights mix pillar ids (${ids.join(', ')}) with v1 pillar names (${names.join(', ')}); send every pillar by id`,
    { fields: ['weights'] },
  );
}

/**
 * PUT /api/account/preferences's body, by pillar id. Shells built before ids
 * send the v1 names: those are validated as such, so a refusal names the
 * field they sent, then converted (docs/api-compatibility.md, 'Pillar weights by v1 name').
 */
export function preferencesFromBody(body: unknown): Preferences {
  const weights = weightsOf(body);
  const keys = weightKeysOf(weights);
  if (keys === 'mixed') throw mixedKeys(weights as object);
  if (keys === 'ids') return validateRequest(PreferencesSchema, body);
  const byName = validateRequest(V1PreferencesSchema, body);
  return { lens: byName.lens, weights: byName.weights === null ? null : weightsById(byName.weights) };
}

/**
 * How to answer this client: by pillar id when it asks with `?weights=ids`,
 * else in the v1 names every client built before ids reads. Called before
 * anything is written, so a bad query changes nothing.
 */
export function answerInClientKeys(req: Request): (preferences: Preferences) => Preferences | V1Preferences {
  const { weights } = validateRequest(PreferencesQuerySchema, req.query);
  return weights === 'ids' ? (preferences) => preferences : preferencesWithV1Names;
}
