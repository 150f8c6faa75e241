import { GovernanceV2Schema, PART1_TITLE, type GovernanceV2 } from 'shared-types/api';
import { analyseCompany } from '../index';
import { runAnalysis } from '../analyse';
import { buildGovernanceV2 } from '../v2/governance';
import { renderPart1V1 } from './part1';
import { PART1_CASES } from './part1Cases';

/**
 * v1 is served from stored v2 (docs/decisions/0005-payload-v2-and-message-catalogue.md): Part 1
 * rendered from v2 after a trip through JSON must be the v1 text the engine answers with.
 */

const COMPUTED_AT = '2025-07-01T00:00:00.000Z';

describe.each(Object.entries(PART1_CASES))('Part 1 v1 from stored v2: %s', (_name, make) => {
  const facts = make();
  const v2 = buildGovernanceV2(runAnalysis(facts, COMPUTED_AT));
  const stored = JSON.parse(JSON.stringify(v2)) as GovernanceV2;

  it('stores as valid v2 and renders the same v1 bytes as the engine answers with', () => {
    expect(GovernanceV2Schema.safeParse(stored).success).toBe(true);
    const served = analyseCompany(facts, { computedAt: COMPUTED_AT })[PART1_TITLE];
    expect(JSON.stringify(renderPart1V1(stored))).toBe(JSON.stringify(served));
  });
});

describe('Part 1 v1 wording from v2 (hand-checked)', () => {
  const part1 = (name: string) => renderPart1V1(buildGovernanceV2(runAnalysis(PART1_CASES[name]!(), COMPUTED_AT)));
  const guidance = (name: string) => part1(name)['2. Management Guidance Analysis'];

  it('words every kind of gap between guided and actual', () => {
    const h = guidance('guidance on every metric')['Historical Comparison'] as Record<string, string>;
    expect(h['FY2020 revenue']).toMatch(
      /^Guided ₹1,500 crore, actual ₹1,400 crore: missed by ₹100\.0 crore \(7% short of the guided figure\)\. Accuracy 87\/100\. Said: “Revenue of ₹1,500 crore\.” \(FY2024 investor day\)\.$/,
    );
    expect(h['FY2021 capex']).toMatch(
      /^Guided ₹100\.0 crore, actual ₹140\.0 crore: off plan: 40% above the guided figure, outside the ±10% band\. Accuracy 40\/100\. Said: “Capex of about[^”]{183}…” \(FY2024 investor day\)\.$/,
    );
    expect(h['FY2021 net profit growth']).toMatch(/: delivered, beating it by 6\.4 percentage points\./);
    expect(h['FY2022 capacity utilisation']).toMatch(/: a hair short of guidance\./);
    expect(h['FY2022 capacity utilisation (2)']).toMatch(/: missed by 15\.0 percentage points\. Accuracy 0\/100\./);
    expect(h['FY2023 export share']).toMatch(/: delivered, in line with guidance\./);
  });

  it('carries the excerpt of a long statement that v1 quotes, not the whole', () => {
    const v2 = buildGovernanceV2(runAnalysis(PART1_CASES['guidance on every metric']!(), COMPUTED_AT));
    const capex = v2.guidance.comparisons.find((c) => c.metric === 'capex_crore');
    expect(capex?.statement).toHaveLength(198);
    expect(capex?.statement?.endsWith(',…')).toBe(true);
    expect(capex?.source).toBe('FY2024 investor day');
  });

  it('sets each current guided figure against the record', () => {
    const current = String(guidance('guidance on every metric')['Current Guidance']);
    expect(current).toMatch(/FY2026 revenue: ₹4,000 crore, implies 13\.7% growth on FY2025 sales of ₹3,518 crore/);
    expect(current).toMatch(/FY2026 capex: ₹250\.0 crore, against FY2025 capex of ₹\S+ crore/);
    expect(current).toMatch(/FY2026 operating margin: 11\.0%, below the FY2025 operating margin of \S+% — achievable on the record\./);
  });

  it('names the corporate actions that are not dilution', () => {
    const lines = guidance('corporate actions')['Key Insights'] as string[];
    expect(lines.find((l) => l.startsWith('Shareholder treatment'))).toMatch(
      /not counted as dilution: FY2023: a bonus \(ex-date 2022-09-15, each share became 2\); FY2025: a merger \(ex-date 2024-11-01\)/,
    );
  });
});
