import { randomBytes } from 'node:crypto';
import { type VerifiedIdentity } from '../../auth/identityVerifier';

/** A verified identity as the verifier would return it; each call stands for a new identity token. */
export function testIdentity(overrides: Partial<VerifiedIdentity> = {}): VerifiedIdentity {
  const issuedAt = overrides.issuedAt ?? Math.floor(Date.now() / 1000);
  return {
    userId: '0f8fad5b-d9cb-469f-a165-70867728950e',
    email: 'asha@example.test',
    fullName: 'Asha Investor',
    pictureUrl: null,
    issuedAt,
    expiresAt: issuedAt + 600,
    tokenKey: randomBytes(32),
    tokenKeyScope: 'token',
    ...overrides,
  };
}
