import { type CompanyKind } from 'shared-types/api';

/**
 * Which model the engine analyses each kind of company with. Industrials and
 * lenders have one; an insurer's float, an exchange's fees or a holding
 * company's stakes are not read by either, so those are not rated rather
 * than scored with a model that does not fit (docs: api/src/analysis/README.md).
 */

export type ModelledKind = Extract<CompanyKind, 'industrial' | 'lender'>;

export function hasModel(kind: CompanyKind): kind is ModelledKind {
  return kind === 'industrial' || kind === 'lender';
}

// v1's words for the unmodelled kinds live in v1/unmodelledKinds.ts; v2/report.ts still asks this one from here.
export { unmodelledKindName } from './v1/unmodelledKinds';
