// Dev harness for running one remote alone. Never imported by an exposed module.
export { StandaloneShell } from './StandaloneShell';
export { renderStandalone } from './renderStandalone';
