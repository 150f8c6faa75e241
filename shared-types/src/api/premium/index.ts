export * from './premiumCatalogue';
export * from './excelDownloads';
