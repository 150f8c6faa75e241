export * from './figure';
export * from './reason';
export * from './value';
