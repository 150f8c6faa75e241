export * from './premiumCatalogue';
export * from './companyReport';
