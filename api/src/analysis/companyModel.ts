import { type CompanyKind } from 'shared-types/api';

/**
 * Which model the engine analyses each kind of company with. Industrials and
 * lenders have one; an insurer's float, an exchange's fees or a holding
 * company's stakes are not read by either, so those are not rated rather
 * than scored with a model that does not fit (docs: api/src/analysis/README.md).
 */

export type ModelledKind = Extract<CompanyKind, 'industrial' | 'lender'>;

const NO_MODEL: Readonly<Record<Exclude<CompanyKind, ModelledKind>, string>> = {
  insurer: 'insurers',
  other_financial: 'exchanges, asset managers and holding companies',
};

export function hasModel(kind: CompanyKind): kind is ModelledKind {
  return kind === 'industrial' || kind === 'lender';
}

/** 'Not rated — the engine has no model for insurers yet', or null when the kind has a model. */
export function noModelReason(kind: CompanyKind): string | null {
  return hasModel(kind) ? null : `Not rated — the engine has no model for ${NO_MODEL[kind]} yet`;
}

/** 'insurers', 'exchanges, asset managers and holding companies'; null for a modelled kind. */
export function unmodelledKindName(kind: CompanyKind): string | null {
  return hasModel(kind) ? null : NO_MODEL[kind];
}
