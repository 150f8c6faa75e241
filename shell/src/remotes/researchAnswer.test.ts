import { type RemoteDescriptor } from 'shared-types/api';
import { researchAnswerFor } from './researchAnswer';

const registry = (companyDetails: Partial<RemoteDescriptor> | null) => ({
  environment: 'test',
  remotes: [
    { name: 'search' as const, entry: '/remotes/search/mf-manifest.json', contractVersion: '2.11.0' },
    ...(companyDetails === null ? [] : [{ name: 'company_details' as const, entry: '/remotes/company-details/mf-manifest.json', ...companyDetails }]),
  ],
});

describe('researchAnswerFor', () => {
  it.each([
    ['2.11.0', 'v2'],
    ['2.12.3', 'v2'],
    ['2.10.0', 'v1'],
    ['2.9.9', 'v1'],
    ['3.0.0', 'v1'],
    ['1.20.0', 'v1'],
  ])('asks %s-built company details for %s', (contractVersion, answer) => {
    expect(researchAnswerFor(registry({ contractVersion }))).toBe(answer);
  });

  it('asks v1, which every remote reads, when the version is not known or the remote is not registered', () => {
    expect(researchAnswerFor(registry({}))).toBe('v1');
    expect(researchAnswerFor(registry(null))).toBe('v1');
  });
});
