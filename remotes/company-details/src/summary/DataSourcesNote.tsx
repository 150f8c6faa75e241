import type { DataSource, ReceivedAnalysisMeta } from 'shared-types/api';
import { sourcesSummary } from '../messages';
import { textOf } from '../shared/parseFieldValue';
import { formatLocalDate, parseLocalDate } from './formatters';
import styles from './summary.module.css';

function sourceLine(source: DataSource): string | null {
  const description = textOf(source.description);
  if (!description) return null;
  return parseLocalDate(source.as_of) ? `${description} (as of ${formatLocalDate(source.as_of)})` : description;
}

const KIND_WORDS: Readonly<Record<string, string>> = {
  industrial: 'an industrial company',
  lender: 'a lender (bank or NBFC)',
  insurer: 'an insurer',
  other_financial: 'a financial company other than a lender or insurer',
};

/** 'Analysed as a lender (bank or NBFC): BSE basic industry 'Private Sector Bank'.' */
function classificationLine(meta: ReceivedAnalysisMeta): string | null {
  if (!meta.classification) return null;
  const { kind, kind_reason: kindReason } = meta.classification;
  // A kind this build does not know is not described.
  if (!Object.hasOwn(KIND_WORDS, kind)) return null;
  const reason = textOf(kindReason);
  return `Analysed as ${KIND_WORDS[kind]}${reason ? `: ${reason}` : ''}.`;
}

/**
 * 'Sales, net profit and EPS are trailing twelve months to Sep 2026 (quarterly results); the balance
 * sheet is as of Mar 31, 2026.' Null when no quarters are newer than the last annual statements.
 */
export function ttmLine(meta: ReceivedAnalysisMeta): string | null {
  const ttm = meta.trailing_twelve_months;
  const label = textOf(ttm?.label);
  if (!ttm || !label) return null;
  const figures = ttm.figures.map(textOf).filter((f) => f !== null);
  const what = figures.length > 0 ? figures.join(', ') : 'Income figures';
  const sheet = parseLocalDate(meta.statements_period_end) ? `; the balance sheet is as of ${formatLocalDate(meta.statements_period_end)}` : '';
  return `${what.charAt(0).toUpperCase()}${what.slice(1)}: ${label.replace(/^TTM/, 'trailing twelve months')} (quarterly results)${sheet}.`;
}

/** Where the figures came from and as of when, plus their units and known gaps, in small print. */
export function DataSourcesNote({ meta }: { meta: ReceivedAnalysisMeta | null }) {
  if (!meta) return null;
  const sources = (meta.data_sources ?? []).map(sourceLine).filter((line) => line !== null);
  // What a reader must know about a source: which export wrote which years, a filing and an export disagreeing.
  const sourceNotes = (meta.data_sources ?? [])
    .flatMap((source) => (Array.isArray(source.notes) ? source.notes : []))
    .map(textOf)
    .filter((note) => note !== null);
  const units = textOf(meta.units);
  const classification = classificationLine(meta);
  const ttm = ttmLine(meta);
  // Exceptional items left out, an other-income spike, the latest quarter against a year earlier.
  const ttmNotes = ttm ? (meta.trailing_twelve_months?.notes ?? []).map(textOf).filter((note) => note !== null) : [];
  const gaps = (meta.missing_data ?? []).map(textOf).filter((gap) => gap !== null);
  if (sources.length === 0 && !units && !classification && gaps.length === 0) return null;
  const notes = [classification, ttm, ...ttmNotes, units ? `Units: ${units}.` : null].filter((note) => note !== null);

  return (
    <div className={styles.sources}>
      {/* Folded like At a glance's sources: the long list cost three lines (docs/company-page.md 'Reading the page'). */}
      {sources.length > 0 && (
        <details>
          <summary>{sourcesSummary(sources.length)}</summary>
          <ul>
            {sources.map((source, index) => (
              <li key={index}>{source}</li>
            ))}
          </ul>
        </details>
      )}
      {sourceNotes.length > 0 && (
        <ul>
          {sourceNotes.map((note, index) => (
            <li key={index}>{note}</li>
          ))}
        </ul>
      )}
      {/* One flowing paragraph of short sentences: fewer part-empty lines (docs/company-page.md 'Reading the page'). */}
      {notes.length > 0 && (
        <p>
          {notes.map((note, index) => (
            <span key={index}>
              {index > 0 && ' '}
              {note}
            </span>
          ))}
        </p>
      )}
      {gaps.length > 0 && (
        <details>
          <summary>Not in the data ({gaps.length})</summary>
          <ul>
            {gaps.map((gap, index) => (
              // The same gap may be listed twice.
              <li key={index}>{gap}</li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}
