import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { riskMessageParams, type RiskFactorV2 } from '../api/v2/risks';
import { valueMessageParams, type ValueV2 } from '../api/v2/value';
import { type Reason, type ReasonParam } from '../api/v2/reason';
import { englishCatalogue } from './en';
import { createMessages } from './messages';

/**
 * Every reason the engine sends in the golden v2 answers (api/src/analysis/__golden__/v2) is worded
 * in English from what the answer carries, with no parameter missing: the words a reader would get.
 * A risk factor's reason also gets the factor's figures (riskMessageParams), a value reason the value
 * part's shared figures (valueMessageParams), as the view gives them.
 */

const GOLDEN_V2 = path.join(__dirname, '../../../api/src/analysis/__golden__/v2');

interface Worded {
  where: string;
  reason: Reason;
  params: Record<string, ReasonParam>;
}

function reasonsIn(file: string, part: unknown): Worded[] {
  const out: Worded[] = [];
  const value = file.endsWith('.value.json') ? (part as ValueV2) : null;
  const visit = (node: unknown, where: string): void => {
    if (Array.isArray(node)) return node.forEach((item, i) => visit(item, `${where}[${i}]`));
    if (node === null || typeof node !== 'object') return;
    const record = node as Record<string, unknown>;
    if (file.endsWith('.risks.json') && 'outcome' in record && 'reason' in record) {
      const factor = record as unknown as RiskFactorV2;
      out.push({ where, reason: factor.reason, params: riskMessageParams(factor) });
      return;
    }
    if (typeof record.code === 'string') {
      const reason = record as unknown as Reason;
      out.push({ where, reason, params: value === null ? (reason.params ?? {}) : valueMessageParams(value, reason) });
    }
    for (const [key, child] of Object.entries(record)) visit(child, `${where}.${key}`);
  };
  visit(part, file);
  return out;
}

const files = readdirSync(GOLDEN_V2).filter((name) => /^[a-z-]+\.[a-z_]+\.json$/.test(name));
const worded = files.flatMap((file) => reasonsIn(file, JSON.parse(readFileSync(path.join(GOLDEN_V2, file), 'utf8'))));

describe('the golden v2 answers, worded in English', () => {
  it('reads reasons from every part', () => {
    expect(new Set(files.map((file) => file.split('.')[1]))).toEqual(
      new Set(['summary', 'score', 'governance', 'risks', 'report', 'value', 'hold', 'lenses', 'meta', 'company', 'charts', 'key_figures', 'peer_figures']),
    );
    expect(worded.length).toBeGreaterThan(500);
  });

  it('has an English message for every code sent', () => {
    const english = createMessages(englishCatalogue);
    expect([...new Set(worded.map(({ reason }) => reason.code))].filter((code) => !english.has(code))).toEqual([]);
  });

  it('words each reason from what the answer carries, with no parameter missing', () => {
    const failed: string[] = [];
    const messages = createMessages(englishCatalogue, { onError: (code, _locale, error) => failed.push(`${code}: ${String(error)}`) });
    for (const { reason, params } of worded) messages.format(reason.code, params);
    expect([...new Set(failed)]).toEqual([]);
  });

  // A figure is written with its unit ('3.00×', '15.3%', '₹250 crore'): a message must not say it again.
  it('never says a figure’s unit twice', () => {
    const messages = createMessages(englishCatalogue);
    const twice = /×\s*(times|×|x\b)|%\s*(per ?cent|%)|crore\s+crore|₹\s*₹|\bshares\s+shares\b/i;
    const said = [...new Set(worded.map(({ reason, params }) => messages.format(reason.code, params)))];
    expect(said.filter((text) => twice.test(text))).toEqual([]);
  });
});
