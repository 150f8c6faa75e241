import type { NotRatedCode } from 'shared-types/api';
import type { Language } from 'shared-types/shell';

// User-facing texts of the 'Company Details' result view (docs/product-rules.md).
/**
 * The status line, said before the research chunk (and the catalogue in it) has loaded: a small table
 * per language, no ICU runtime (docs/decisions/0005-payload-v2-and-message-catalogue.md).
 */
export const STATUS_WORDS: Readonly<Record<Language, { loading: string; ready: (name: string) => string }>> = {
  en: { loading: 'Loading company details...', ready: (name) => `Company details for ${name} are ready.` },
  hi: { loading: 'कंपनी का विवरण लोड हो रहा है...', ready: (name) => `${name} का विवरण तैयार है।` },
};
export const NOT_AVAILABLE = 'Not Available';
export const NOT_RATED = 'Not rated';
/** Beside 'Not rated', by the engine's code (analysis_meta.not_rated_code); the detail follows after ': '. */
export const NOT_RATED_WORDS: Readonly<Record<NotRatedCode, string>> = {
  no_statements: 'no financial statements imported yet',
  no_model: 'the engine has no model for {kinds} yet',
  insufficient_data: 'insufficient data',
  stale_data: 'stale data',
  low_coverage: 'too little data',
};
/** The kinds of company without a model, as no_model names them. */
export const UNMODELLED_KINDS: Readonly<Record<string, string>> = {
  insurer: 'insurers',
  other_financial: 'exchanges, asset managers and holding companies',
};
export const UNKNOWN_KINDS = 'this kind of company';
export const DEMO_BADGE = 'Demo data';
/** The closed list of a result's sources (the summary's data note, At a glance's Data part). */
export const sourcesSummary = (count: number): string => `Sources (${count})`;

export const SECTION_RENDER_ERROR = 'Error rendering this section';

// Keys of the v1 payload: the headings shown for them come from the catalogue (view.*, part.*), in the
// lazy research chunk (docs/decisions/0005-payload-v2-and-message-catalogue.md).
export const OVERALL_RISK_ASSESSMENT = 'Overall Risk Assessment';
export const FAT_PITCH_ANALYSIS = 'Fat Pitch Analysis';
export const KEY_INSIGHTS = 'Key Insights';

/** The medians row names the group they are taken over: the industry, or the sector it fell back to. */
/** The peer table's fold: the rows after the nearest few (issue 30 item 6). */
export const showAllPeersText = (count: number): string => `Show all ${count} peers`;
export const hidePeersText = 'Show fewer peers';
export const peerMedianRow = (basis: string): string => (basis === 'industry' ? 'Industry median' : 'Sector median');
/** Told to a free user before a peer's research opens (it counts against the free limit). */
export const opensNewResearch = (freeLeft: number): string => `Opens a new research: ${freeLeft} free left`;
