import { parse } from '@formatjs/icu-messageformat-parser';
import {
  GOVERNANCE_AREAS,
  GOVERNANCE_REASON_CODES,
  GOVERNANCE_SIGNAL_IDS,
  GOVERNANCE_SIGNAL_OUTCOMES,
  GUIDANCE_METRIC_IDS,
  GUIDANCE_OUTCOMES,
  PLEDGE_LEVELS,
  SHARE_ACTION_BASES,
  SHARE_ACTION_KINDS,
} from '../../api/v2/governance';
import { GUIDANCE_THEMES } from '../../api/companyDetailsFigures';
import { goldenReasons, missingArguments } from '../../testing/messageArguments';
import { governanceMessages } from './governance';

/** Part 1's English catalogue covers every code and id the v2 payload can carry, in valid ICU. */

const messages: Readonly<Record<string, string>> = governanceMessages;

describe('Part 1 English messages', () => {
  it('word every reason code, signal, area, outcome, metric, corporate action, pledge level and theme', () => {
    const needed = [
      ...GOVERNANCE_REASON_CODES,
      ...GOVERNANCE_SIGNAL_IDS.map((id) => `governance.signal.${id}.name`),
      ...GOVERNANCE_AREAS.map((id) => `governance.area.${id}`),
      ...GOVERNANCE_SIGNAL_OUTCOMES.map((id) => `governance.outcome.${id}`),
      ...GUIDANCE_METRIC_IDS.map((id) => `guidance.metric.${id}.name`),
      ...GUIDANCE_OUTCOMES.map((id) => `guidance.outcome.${id}`),
      ...SHARE_ACTION_KINDS.map((id) => `governance.share_action.${id}`),
      ...SHARE_ACTION_BASES.map((id) => `governance.share_basis.${id}`),
      ...PLEDGE_LEVELS.map((id) => `shareholding.pledge.${id}`),
      ...GUIDANCE_THEMES.map((id) => `guidance.theme.${id}`),
    ];
    expect(needed.filter((code) => messages[code] === undefined)).toEqual([]);
  });

  it('parse as ICU MessageFormat, with no ASCII apostrophe (an ICU escape)', () => {
    for (const [code, message] of Object.entries(messages)) {
      expect(() => parse(message, { ignoreTag: true })).not.toThrow();
      expect({ code, ascii: message.includes("'") }).toEqual({ code, ascii: false });
    }
  });

  it('use only the parameters the engine sends with each reason in the golden v2 payloads', () => {
    const reasons = goldenReasons('governance');
    expect(reasons.length).toBeGreaterThan(40);
    expect(missingArguments(messages, reasons)).toEqual([]);
  });
});
