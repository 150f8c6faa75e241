/** Bump whenever a formula, threshold or text changes, so every stored analysis is recomputed. */
export const ANALYSIS_ENGINE_VERSION = '1.19.0';
