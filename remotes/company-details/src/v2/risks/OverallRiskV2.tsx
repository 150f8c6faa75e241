import { Fragment, useId } from 'react';
import type { RiskFactorV2, RisksV2 } from 'shared-types/api';
import type { Messages } from 'shared-types/messages';
import { useMessages, useWords } from '../../i18n/MessagesProvider';
import { Chip, Sentences, type ChipWord } from '../governance/Chip';
import sections from '../../sections/sections.module.css';
import { englishLang } from '../../i18n/englishLang';
import { riskFactorName } from './RiskTableV2';
import styles from './risks.module.css';

const LEVEL: Readonly<Record<string, ChipWord>> = {
  low: { id: 'v2.risks.level.low', tone: 'good' },
  moderate: { id: 'v2.risks.level.moderate', tone: 'warn' },
  high: { id: 'v2.risks.level.high', tone: 'bad' },
};

const weighed = (f: RiskFactorV2): boolean => f.outcome === 'flag' || f.outcome === 'clear';

/** Why the level is what it is: the engine's own reason, too little data, or the level with its flags. */
function reasonOf(risks: RisksV2, messages: Messages): string[] {
  if (risks.overall !== undefined) return [messages.format(risks.overall.code, risks.overall.params)];
  if (risks.level === null) return [messages.format('risk.overall.not_enough_data', { assessed: risks.assessed, applicable: risks.applicable })];
  const flagged = risks.factors.filter((f) => f.outcome === 'flag').map((f) => riskFactorName(f.id, messages));
  const level = Object.hasOwn(LEVEL, risks.level) ? LEVEL[risks.level] : undefined;
  const counts = { flagged: flagged.length, assessed: risks.factors.filter(weighed).length };
  // The level's word in the sentence's language: the part domain's (English) when the sentence itself fell back to English.
  const inEnglish = englishLang(messages.locale, messages.format('risk.overall.level', { ...counts, level: '' })) === 'en';
  const lines =
    level === undefined
      ? []
      : [messages.format('risk.overall.level', { ...counts, level: messages.format(inEnglish ? `risk.level.${risks.level}` : level.id) })];
  return flagged.length === 0 ? lines : [...lines, messages.format('risk.overall.flagged', { factors: flagged })];
}

/** The rule, the factors left out and, for a lender, what its data cannot show: the working. */
function workingOf(risks: RisksV2, messages: Messages): string[] {
  const lines: string[] = [];
  if (risks.level !== null) lines.push(messages.format('risk.overall.rule'));
  const skipped = risks.factors.filter((f) => !weighed(f)).map((f) => riskFactorName(f.id, messages));
  if (skipped.length > 0) lines.push(messages.format('risk.overall.skipped', { factors: skipped }));
  if (risks.lender_gaps !== undefined) {
    const cet1 = risks.lender_gaps.cet1;
    lines.push(
      messages.format('risk.overall.lender'),
      cet1 === undefined ? messages.format('risk.lender_gaps.cet1_unknown') : messages.format('risk.lender_gaps.cet1_filed', { cet1 }),
    );
  }
  return lines;
}

/**
 * The 'Overall Risk Assessment' box: the level as a chip (or that there is none), the count of
 * flags, and the reason in a sentence; the rule and the factors left out under the working.
 */
export function OverallRiskV2({ risks, workingId, open }: { risks: RisksV2; workingId: string; open: boolean }) {
  const words = useWords();
  const messages = useMessages();
  const id = useId();
  const level = risks.level !== null && Object.hasOwn(LEVEL, risks.level) ? LEVEL[risks.level] : undefined;
  const flags = risks.factors.filter((f) => f.outcome === 'flag').length;
  return (
    <section className={styles.overall} aria-labelledby={id}>
      <h4 id={id} className={styles.overallTitle}>
        {words('part.2.overall_risk')}
      </h4>
      <p className={sections.chips}>
        {level !== undefined ? (
          <Chip tone={level.tone}>{words('v2.risks.level.label', { level: words(level.id) })}</Chip>
        ) : (
          risks.level === null && <Chip tone="neutral">{words('v2.risks.level.none')}</Chip>
        )}
        {risks.factors.length > 0 && <Chip>{words('part.2.flag_count', { count: flags })}</Chip>}
      </p>
      {/* One paragraph, the level and then what is flagged: one line on a wide screen. */}
      <p className={styles.reason}>
        {reasonOf(risks, messages).map((line, index) => (
          <Fragment key={index}>
            {index > 0 && ' '}
            <span lang={englishLang(messages.locale, line)}>{line}</span>
          </Fragment>
        ))}
      </p>
      <Sentences id={workingId} open={open} sentences={workingOf(risks, messages)} />
    </section>
  );
}
