import type { GovernanceV2 } from 'shared-types/api';
import type { Messages } from 'shared-types/messages';
import { useMessages, useWords } from '../../i18n/MessagesProvider';
import sections from '../../sections/sections.module.css';
import { Subsection } from '../../shared/Subsection';
import { Chip, Sentences, Worded } from './Chip';
import chips from './chips.module.css';
import { CredibilityMeter } from './CredibilityMeter';
import styles from './governance.module.css';
import { delivered, fySpan, gapWords, metricName } from './guidanceWords';

type Guidance = GovernanceV2['guidance'];

/** Key Insights: what was delivered, the largest miss, the accuracy trend, and what is still to be tested. */
function insights(g: Guidance, messages: Messages): string[] {
  const lines: string[] = [];
  if (g.credibility.score === undefined) lines.push(messages.format('guidance.insight.no_past_guidance'));
  else {
    lines.push(messages.format('guidance.insight.delivered', { ...delivered(g.comparisons), score: g.credibility.score }));
    lines.push(...g.insights.map((reason) => messages.format(reason.code, reason.params)));
  }
  if (g.current.length > 0) lines.push(messages.format('guidance.insight.current_to_test', { count: g.current.length }));
  return lines;
}

/** The Overall Credibility Assessment in sentences: the score, what was delivered, the verdict and the method. */
function credibilitySentences(g: Guidance, messages: Messages): string[] {
  const c = g.credibility;
  if (c.score === undefined) return [messages.format(c.reason.code, c.reason.params)];
  const { from_fy, to_fy } = fySpan(g.comparisons);
  return [
    messages.format('guidance.credibility.score', { score: c.score }),
    messages.format('guidance.credibility.delivered', { ...delivered(g.comparisons), from_fy, to_fy }),
    messages.format(c.reason.code, c.reason.params),
    ...(c.method === undefined ? [] : [messages.format(c.method.code, c.method.params)]),
  ];
}

function themeLabel(theme: string, messages: Messages): string {
  const code = `guidance.theme.${theme}`;
  return messages.has(code) ? messages.format(code) : messages.format('v2.governance.theme.other');
}

/** The summary box: key themes as chips and the credibility score as a bar with its number (what Part 1 opens on). */
export function GuidanceSummaryV2({ guidance }: { guidance: Guidance }) {
  const words = useWords();
  const messages = useMessages();
  const themes = guidance.themes;
  return (
    <Subsection title={words('view.guidance.summary')} level={5} className={sections.summaryBox}>
      <dl className={sections.summaryFacts}>
        <div>
          <dt>{words('view.guidance.key_themes')}</dt>
          <dd>
            {themes === undefined || themes.length === 0 ? (
              <span className={chips.muted}>{words(themes === undefined ? 'view.guidance.not_stated' : 'view.guidance.none_detected')}</span>
            ) : (
              <ul className={sections.chips}>
                {themes.map((theme, index) => (
                  <li key={index} className={sections.chip}>
                    <Worded text={themeLabel(theme, messages)} />
                  </li>
                ))}
              </ul>
            )}
          </dd>
        </div>
        <div>
          <dt>{words('view.guidance.credibility_score')}</dt>
          <dd>
            {guidance.credibility.score === undefined ? (
              <span className={chips.muted}>{words('view.guidance.not_stated')}</span>
            ) : (
              <CredibilityMeter score={guidance.credibility.score} />
            )}
          </dd>
        </div>
      </dl>
    </Subsection>
  );
}

/** Current Guidance: each guided figure, management's own words quoted as filed (English), and the record it is set against under the working. */
function CurrentGuidance({ guidance, open }: { guidance: Guidance; open: boolean }) {
  const words = useWords();
  const messages = useMessages();
  const english = messages.locale === 'en' ? undefined : 'en';
  if (guidance.current.length === 0) {
    return (
      <p className={chips.muted}>
        <Worded text={words('guidance.current.none')} />
      </p>
    );
  }
  return (
    <ul className={styles.guidanceList}>
      {guidance.current.map((item, index) => (
        <li key={index}>
          <span className={styles.guided}>
            <strong>{item.fy}</strong> {metricName(item.metric, messages)} <Chip>{messages.figure(item.guided)}</Chip>
          </span>
          {item.statement !== undefined && item.statement.trim() !== '' && (
            <blockquote className={styles.quote} lang={english}>
              {item.statement}
            </blockquote>
          )}
          {item.source !== undefined && item.source.trim() !== '' && (
            <span className={styles.source}>
              {words('v2.governance.source')}: <cite lang={english}>{item.source.trim()}</cite>
            </span>
          )}
          {item.against !== undefined && (
            <p className={chips.muted} hidden={!open}>
              <Worded text={messages.format(item.against.code, item.against.params)} />
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}

/** Historical Comparison: each past guided figure against the result, with what management said. */
function HistoricalComparison({ guidance }: { guidance: Guidance }) {
  const messages = useMessages();
  const english = messages.locale === 'en' ? undefined : 'en';
  return (
    <ul className={chips.sentences}>
      {guidance.comparisons.map((c, index) => (
        <li key={index}>
          <strong>
            {c.fy} {metricName(c.metric, messages)}
          </strong>{' '}
          <Worded
            text={[
              messages.format('guidance.comparison', { guided: c.guided, actual: c.actual, accuracy: c.accuracy }),
              gapWords(c, guidance.credibility.method, messages),
            ]
              .filter((text) => text !== null)
              .join(' ')}
          />{' '}
          {c.statement !== undefined && c.statement.trim() !== '' && <q lang={english}>{c.statement}</q>}
        </li>
      ))}
    </ul>
  );
}

/**
 * '2. Management Guidance Analysis': the summary box (key themes, the credibility bar), Current
 * Guidance and Key Insights; the Historical Comparison and the Overall Credibility Assessment are
 * sentences, shown with the working.
 */
export function GuidanceSection({
  governance,
  workingId,
  open,
  withSummary = true,
}: {
  governance: GovernanceV2;
  workingId: string;
  open: boolean;
  /** False where the Part shows the summary box above its sections already. */
  withSummary?: boolean;
}) {
  const words = useWords();
  const messages = useMessages();
  const g = governance.guidance;
  return (
    <Subsection title={words('view.part_1.guidance')}>
      <div className={sections.stack}>
        {withSummary && <GuidanceSummaryV2 guidance={g} />}
        <Subsection title={words('part.1.current_guidance')} level={5}>
          <CurrentGuidance guidance={g} open={open} />
        </Subsection>
        <Subsection title={words('part.1.key_insights')} level={5} className={sections.calloutBox}>
          <ul className={chips.sentences}>
            {insights(g, messages).map((line, index) => (
              <li key={index}>
                <Worded text={line} />
              </li>
            ))}
          </ul>
        </Subsection>
        <div id={workingId} hidden={!open} className={sections.stack}>
          {g.comparisons.length > 0 && (
            <Subsection title={words('part.1.historical_comparison')} level={5}>
              <HistoricalComparison guidance={g} />
            </Subsection>
          )}
          <Subsection title={words('part.1.credibility')} level={5}>
            <Sentences open sentences={credibilitySentences(g, messages)} />
          </Subsection>
        </div>
      </div>
    </Subsection>
  );
}
