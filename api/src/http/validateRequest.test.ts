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
    expect(wrongTier.message).toBe('Invalid request: subscription_tier must be one of: 3_months, 1_year');
    expect(wrongTier.message).not.toContain('lifetime-free');
    expect(failure(() => validateRequest(CompanySearchRequestSchema, null)).status).toBe(400);
  });

  it('names the expected type for a wrong one, and the allowed values for a bad choice (security review finding 12)', () => {
    expect(failure(() => validateRequest(CompanySearchRequestSchema, { company_name: 123 })).message).toBe(
      'Invalid request: company_name must be a string (got a number)',
    );
    expect(failure(() => validateRequest(CompanySearchRequestSchema, { company_name: null })).message).toBe(
      'Invalid request: company_name must be a string (got null)',
    );
    expect(failure(() => validateRequest(CompanySearchRequestSchema, [])).message).toBe('Invalid request: the body must be a JSON object (got an array)');
    expect(failure(() => validateRequest(UpgradeRequestSchema, { subscription_tier: 5 })).message).toBe(
      'Invalid request: subscription_tier must be one of: 3_months, 1_year',
    );
  });
});
