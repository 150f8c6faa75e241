// The API contracts are safe to import anywhere (API and UI alike).
// The shell's store contract lives at 'shared-types/shell' (browser only).
export * from './api';
