export * from './premiumCatalogue';
export * from './companyReport';
export * from './excelDownloads';
