import { CompanySearchRequestSchema, UpgradeRequestSchema } from 'shared-types/api';
import { HttpError } from './httpError';
import { validateRequest } from './validateRequest';

function failure(run: () => unknown): HttpError {
  try {
    run();
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error('expected a validation failure');
}

describe('validateRequest', () => {
  it('returns the parsed, trimmed body', () => {
    expect(validateRequest(CompanySearchRequestSchema, { company_name: '  Acme Ltd ' })).toEqual({ company_name: 'Acme Ltd' });
  });

  it('rejects unknown keys with a 400 that names them', () => {
    const error = failure(() => validateRequest(UpgradeRequestSchema, { subscription_tier: '1_year', amount: 1, premium_until: 'x' }));
    expect(error.status).toBe(400);
    expect(error.code).toBe('invalid_request');
    expect(error.message).toBe('Invalid request: Unknown fields: amount, premium_until');
  });

  it('says which field is missing or wrong without echoing values', () => {
    expect(failure(() => validateRequest(CompanySearchRequestSchema, {})).message).toBe('Invalid request: company_name is required');
    const wrongTier = failure(() => validateRequest(UpgradeRequestSchema, { subscription_tier: 'lifetime-free' }));
    expect(wrongTier.message).toMatch(/^Invalid request: subscription_tier: /);
    expect(wrongTier.message).not.toContain('lifetime-free');
    expect(failure(() => validateRequest(CompanySearchRequestSchema, null)).status).toBe(400);
  });
});
