import { type InvestorLensV2 } from 'shared-types/api';
import { useMessages, useWords } from '../../i18n/MessagesProvider';
import { lensCounts, type LensCounts } from '../../lenses/lensWords';
import { FoldedPart } from '../../reading/FoldedPart';
import { ScrollTable } from '../../shared/ScrollTable';
import { categoryLabel, lensSource, lensTab, lensTitle, outcomeLabel, type LensRow } from './lensRows';
import sectionStyles from '../../sections/sections.module.css';
import styles from '../../lenses/lenses.module.css';

const OUTCOME_CLASS: Readonly<Record<string, string | undefined>> = {
  pass: styles.pass,
  fail: sectionStyles.badgeFlagged,
  not_assessable: sectionStyles.badgeNotAssessed,
};
/** A mark beside the word, for a quick scan; the word carries the meaning. */
const OUTCOME_MARK: Readonly<Record<string, string>> = { pass: '✓', fail: '✗', not_assessable: '–' };

function OutcomeBadge({ outcome, label }: { outcome: string; label: string }) {
  const tone = Object.hasOwn(OUTCOME_CLASS, outcome) ? OUTCOME_CLASS[outcome] : undefined;
  return (
    <span className={tone === undefined ? sectionStyles.badge : `${sectionStyles.badge} ${tone}`} data-outcome={outcome}>
      {Object.hasOwn(OUTCOME_MARK, outcome) && <span aria-hidden="true">{OUTCOME_MARK[outcome]} </span>}
      {label}
    </span>
  );
}

function Counts({ counts }: { counts: LensCounts }) {
  const messages = useMessages();
  const words = useWords();
  const items: Array<[string, number]> = [
    [words('lens.view.count.passed'), counts.passed],
    [words('lens.view.count.failed'), counts.failed],
    [words('lens.view.count.not_assessable'), counts.notAssessable],
  ];
  return (
    <dl className={styles.counts}>
      {items.map(([label, n]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{messages.figure({ value: n, unit: 'count' })}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Lynch's category and how it was derived, with the rules it follows. */
function Category({ lens }: { lens: InvestorLensV2 }) {
  const messages = useMessages();
  const words = useWords();
  if (lens.category === undefined && lens.category_reason === undefined) return null;
  const reason = lens.category_reason !== undefined && messages.has(lens.category_reason.code) ? lens.category_reason : undefined;
  return (
    <div className={styles.category}>
      <p>
        <strong>{categoryLabel(messages, lens.category)}</strong>
        {reason !== undefined && <> {messages.format(reason.code, reason.params)}</>}
      </p>
      <p className={styles.muted}>{words('lens.lynch.category_rules')}</p>
    </div>
  );
}

function CriteriaTable({ caption, rows }: { caption: string; rows: readonly LensRow[] }) {
  const messages = useMessages();
  const words = useWords();
  return (
    <ScrollTable caption={caption}>
      <thead>
        <tr>
          <th scope="col" className={styles.sticky}>
            {words('lens.view.column.criterion')}
          </th>
          <th scope="col">{words('lens.view.column.outcome')}</th>
          <th scope="col">{words('lens.view.column.figure')}</th>
          <th scope="col">{words('lens.view.column.threshold')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id}>
            <th scope="row" className={styles.sticky}>
              {row.label}
            </th>
            <td>
              <OutcomeBadge outcome={row.outcome} label={outcomeLabel(messages, row.outcome)} />
            </td>
            <td>
              {row.figure ?? words('common.not_available')}
              {row.note !== null && <span className={styles.note}>{words('lens.view.note', { note: row.note })}</span>}
            </td>
            <td>{row.threshold ?? '–'}</td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}

/**
 * One v2 lens, laid out as v1's LensPanel: its name, source, a summary and counts worked out from
 * the criteria, Lynch's category, then the criteria table folded as the lens's working
 * (docs/company-page.md 'Reading the page'). Every word is the catalogue's, so the panel follows
 * the reader's language.
 */
export function LensPanelV2({ lens, rows }: { lens: InvestorLensV2; rows: readonly LensRow[] }) {
  const messages = useMessages();
  const words = useWords();
  const source = lensSource(messages, lens.id);
  const counts = lensCounts(rows);
  const summary = { assessed: counts.passed + counts.failed, passed: counts.passed, not_assessable: counts.notAssessable };
  const lead = (
    <>
      <h4 className={styles.lensName}>{lensTitle(messages, lens.id)}</h4>
      <div className={styles.tally}>
        {source !== null && <p className={styles.muted}>{source}</p>}
        <p className={styles.summary}>{words('lens.view.summary', summary)}</p>
        <Counts counts={counts} />
      </div>
      <Category lens={lens} />
    </>
  );
  if (rows.length === 0) {
    return (
      <div className={styles.panelBody}>
        {lead}
        <p className={styles.muted}>{words('lens.view.no_criteria')}</p>
      </div>
    );
  }
  const caption = words('lens.view.criteria_caption', { lens: lensTab(messages, lens.id) });
  return (
    <div className={styles.panelBody}>
      <FoldedPart buttonBesideTitle lead={lead} working={<CriteriaTable caption={caption} rows={rows} />} />
    </div>
  );
}
