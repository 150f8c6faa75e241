import { SCREEN_FIGURES, type ScreenFigure, type ScreenFigureGroup } from 'shared-types/api';
import { FIGURE_GROUPS, HELP_EXAMPLES, HELP_FIGURES, HELP_RULES, HELP_SUMMARY, QUERY_EXAMPLES, UNIT_WORDS } from '../messages';
import styles from './QueryBox.module.css';

/** The catalogue by group, in the groups' order in FIGURE_GROUPS. */
function figuresByGroup(): [ScreenFigureGroup, ScreenFigure[]][] {
  return (Object.keys(FIGURE_GROUPS) as ScreenFigureGroup[])
    .map((group): [ScreenFigureGroup, ScreenFigure[]] => [group, SCREEN_FIGURES.filter((figure) => figure.group === group)])
    .filter(([, figures]) => figures.length > 0);
}

/** 'How to write a query': a few examples and every figure a query may name. Closed until asked for. */
export function QueryHelp() {
  return (
    <details className={styles.help}>
      <summary className={styles.summary}>{HELP_SUMMARY}</summary>
      <p>{HELP_RULES}</p>
      <h2 className={styles.helpHeading}>{HELP_EXAMPLES}</h2>
      <ul className={styles.examples}>
        {QUERY_EXAMPLES.map((example) => (
          <li key={example}>
            <code>{example}</code>
          </li>
        ))}
      </ul>
      <h2 className={styles.helpHeading}>{HELP_FIGURES}</h2>
      {figuresByGroup().map(([group, figures]) => (
        <section key={group} aria-label={FIGURE_GROUPS[group]}>
          <h3 className={styles.groupHeading}>{FIGURE_GROUPS[group]}</h3>
          <dl className={styles.figures}>
            {figures.map((figure) => (
              <div key={figure.id} className={styles.figure}>
                <dt>
                  {figure.name} <span className={styles.unit}>({UNIT_WORDS[figure.unit]})</span>
                </dt>
                <dd>{figure.definition}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </details>
  );
}
