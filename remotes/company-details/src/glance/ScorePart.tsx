import type { PillarFigure, ReceivedAnalysisMeta, ReceivedCompanyDetails } from 'shared-types/api';
import { SCORE_FIELD } from 'shared-types/api/fields';
import { useWords } from '../i18n/MessagesProvider';
import { textOf } from '../shared/parseFieldValue';
import { toNumber } from '../shared/toNumber';
import { notRatedText } from '../summary/notRatedText';
import { formatScore } from '../summary/formatters';
import { points } from './glanceFigures';
import { NOT_ASSESSED, NOT_SCORED } from './messages';
import styles from './glance.module.css';

/** '84 of 100 points rest on data', from score_coverage (0–1). */
export function coverageLine(meta: ReceivedAnalysisMeta | null): string | null {
  const coverage = toNumber(meta?.score_coverage);
  if (coverage === null || coverage < 0 || coverage > 1) return null;
  return `${points(coverage * 100)} of 100 points rest on data`;
}

interface PillarText {
  /** Beside the bar: '12.5 of 20' or 'not assessed'. */
  short: string;
  /** The bar's text alternative. */
  label: string;
}

export function pillarText(p: PillarFigure): PillarText {
  const unassessed = p.weight - p.points_possible;
  const rest = unassessed > 0 ? `; ${points(unassessed)} of its ${points(p.weight)} points not assessed` : '';
  if (p.points_possible <= 0) return { short: NOT_ASSESSED, label: `${p.name}: ${NOT_ASSESSED} (0 of ${points(p.weight)} points rest on data)` };
  if (p.points_earned === null) return { short: NOT_SCORED, label: `${p.name}: ${NOT_SCORED}, ${points(p.points_possible)} points assessable${rest}` };
  return {
    short: `${points(p.points_earned)} of ${points(p.points_possible)}`,
    label: `${p.name}: ${points(p.points_earned)} of ${points(p.points_possible)} points earned${rest}`,
  };
}

const share = (part: number, whole: number): string => `${whole > 0 ? Math.min(100, Math.max(0, (part / whole) * 100)) : 0}%`;

function PillarBar({ pillar }: { pillar: PillarFigure }) {
  const text = pillarText(pillar);
  return (
    <li className={styles.pillar}>
      <span className={styles.pillarName}>{textOf(pillar.name) ?? '—'}</span>
      <span className={styles.pillarPoints}>{text.short}</span>
      <span className={styles.track} role="img" aria-label={text.label}>
        {/* Drawn to the figure beside it, earned ÷ assessable ('12 of 12' is full); the unassessed
            rest of the weight is in the text alternative and the coverage line, not in the length. */}
        <span className={styles.earned} style={{ width: share(pillar.points_earned ?? 0, pillar.points_possible) }} />
      </span>
    </li>
  );
}

/** The score (or 'Not rated' and why), how much of it rests on data, and the six pillars as bars. */
export function ScorePart({ details, meta }: { details: ReceivedCompanyDetails; meta: ReceivedAnalysisMeta | null }) {
  const score = formatScore(details[SCORE_FIELD] ?? details['investment score']);
  const reason = score === null ? notRatedText(meta) : null;
  const coverage = coverageLine(meta);
  const pillars = meta?.figures?.score_pillars ?? [];
  const words = useWords();
  return (
    <div className={styles.part}>
      <h4 className={styles.partTitle}>{words('heading.score')}</h4>
      <p className={styles.big}>{score ?? words('not_rated.label')}</p>
      {reason && <p className={styles.note}>{reason}</p>}
      <p className={styles.note}>{coverage ?? words('view.glance.coverage_not_available')}</p>
      {pillars.length > 0 ? (
        <ul className={styles.pillars} aria-label={words('view.glance.points_by_pillar')}>
          {pillars.map((pillar, index) => (
            // Pillar names are unique in practice; the index guards a payload where they are not.
            <PillarBar key={`${pillar.name}-${index}`} pillar={pillar} />
          ))}
        </ul>
      ) : (
        <p className={styles.note}>{words('view.glance.pillars_not_available')}</p>
      )}
    </div>
  );
}
