import { type CompanyKind } from 'shared-types/api';
import { type ModelledKind } from '../companyModel';

/** v1's words for the kinds of company the engine has no model for (companyModel.ts). */

const NO_MODEL: Readonly<Record<Exclude<CompanyKind, ModelledKind>, string>> = {
  insurer: 'insurers',
  other_financial: 'exchanges, asset managers and holding companies',
};

/** 'Not rated — the engine has no model for insurers yet', or null when the kind has a model. */
export function noModelReason(kind: CompanyKind): string | null {
  const name = unmodelledKindName(kind);
  return name === null ? null : `Not rated — the engine has no model for ${name} yet`;
}

/** 'insurers', 'exchanges, asset managers and holding companies'; null for a modelled kind. */
export function unmodelledKindName(kind: CompanyKind): string | null {
  // The kinds without a model are exactly NO_MODEL's keys (companyModel.ts hasModel).
  return Object.hasOwn(NO_MODEL, kind) ? NO_MODEL[kind as keyof typeof NO_MODEL] : null;
}
