import { isRemoteNeeded, type PageMoment } from './remoteDemand';

const firstPaint: PageMoment = {
  idle: false,
  researchNear: false,
  signedIn: false,
  companyPicked: false,
  researchStarted: false,
  upgradeOpened: false,
  companyPage: false,
};

describe('isRemoteNeeded', () => {
  it('loads nothing at first paint, before idle, for a visitor who has not scrolled', () => {
    for (const name of ['search', 'accessed_companies', 'company_details', 'upgrade_modal', 'a_new_remote']) {
      expect(isRemoteNeeded(name, firstPaint)).toBe(false);
    }
  });

  it('loads the search box when the research section approaches, or on idle', () => {
    expect(isRemoteNeeded('search', { ...firstPaint, researchNear: true })).toBe(true);
    expect(isRemoteNeeded('search', { ...firstPaint, idle: true })).toBe(true);
  });

  it('loads the accessed list only for a signed-in user', () => {
    expect(isRemoteNeeded('accessed_companies', { ...firstPaint, idle: true, researchNear: true })).toBe(false);
    expect(isRemoteNeeded('accessed_companies', { ...firstPaint, signedIn: true })).toBe(true);
  });

  it('loads the company details once a company is picked or a research starts', () => {
    expect(isRemoteNeeded('company_details', { ...firstPaint, idle: true, signedIn: true })).toBe(false);
    expect(isRemoteNeeded('company_details', { ...firstPaint, companyPicked: true })).toBe(true);
    expect(isRemoteNeeded('company_details', { ...firstPaint, researchStarted: true })).toBe(true);
  });

  it('loads the upgrade dialog when opened, and ahead of time on idle for a signed-in user only', () => {
    expect(isRemoteNeeded('upgrade_modal', { ...firstPaint, idle: true })).toBe(false);
    expect(isRemoteNeeded('upgrade_modal', { ...firstPaint, signedIn: true })).toBe(false);
    expect(isRemoteNeeded('upgrade_modal', { ...firstPaint, signedIn: true, idle: true })).toBe(true);
    expect(isRemoteNeeded('upgrade_modal', { ...firstPaint, upgradeOpened: true })).toBe(true);
  });

  it('loads the search box and the company details at once on a company page', () => {
    expect(isRemoteNeeded('search', { ...firstPaint, companyPage: true })).toBe(true);
    expect(isRemoteNeeded('company_details', { ...firstPaint, companyPage: true })).toBe(true);
    expect(isRemoteNeeded('upgrade_modal', { ...firstPaint, companyPage: true })).toBe(false);
  });

  it('loads a remote it has no rule for on idle', () => {
    expect(isRemoteNeeded('a_new_remote', { ...firstPaint, idle: true })).toBe(true);
  });
});
