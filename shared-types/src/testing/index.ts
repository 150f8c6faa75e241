// Test and standalone-page support shared by every front end: the contract's
// fixtures and the MSW handlers that serve them. Never imported by app code.
// `http` and `HttpResponse` come through here so remotes depend on shared-types only.
export { http, HttpResponse, type DefaultBodyType, type HttpResponseResolver } from 'msw';
export * from './accountFixtures';
export * from './companyDetailsFixture';
export * from './companyPageFixtures';
export * from './handlers';
export * from './preferencesFixtures';
export * from './researchFixtures';
export * from './statementsFixture';
export * from './researchV2Fixtures';
export * from './savedFiles';
