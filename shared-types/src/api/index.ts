export * from './stocks';
export * from './remotes';
export * from './health';
export * from './companyDetails';
