export * from './figure';
export * from './reason';
export * from './risks';
export * from './hold';
export * from './governance';
export * from './value';
export * from './report';
