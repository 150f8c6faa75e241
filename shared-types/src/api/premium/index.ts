export * from './premiumCatalogue';
