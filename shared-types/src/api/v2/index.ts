export * from './figure';
export * from './reason';
export * from './score';
export * from './summary';
