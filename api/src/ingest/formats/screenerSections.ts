import { IngestFormatError, type IsoDate } from '../records';
import { type DataSheet, labelKey, type LabelledRow, type Period } from './screenerSheet';

/**
 * The Data Sheet cut into its sections by marker rows, and a reader that
 * fetches one labelled row's values per period end, noting every row it
 * looked for and did not find.
 */

const SECTION_MARKERS = {
  meta: 'META',
  profitAndLoss: 'PROFIT & LOSS',
  quarters: 'Quarters',
  balanceSheet: 'BALANCE SHEET',
  cashFlow: 'CASH FLOW:',
  price: 'PRICE:',
  derived: 'DERIVED:',
} as const;
export type SectionName = keyof typeof SECTION_MARKERS;

export interface Section {
  marker: number;
  /** The labelled rows after the marker, up to the next marker. */
  rows: LabelledRow[];
}

const MARKER_NAMES = new Map(Object.entries(SECTION_MARKERS).map(([name, label]) => [labelKey(label), name as SectionName]));

/** Sections by name; the first marker of each kind counts, rows before any marker belong to none. */
export function splitSections(labels: readonly LabelledRow[]): Partial<Record<SectionName, Section>> {
  const sections: Partial<Record<SectionName, Section>> = {};
  let current: Section | null = null;
  for (const label of labels) {
    const name = MARKER_NAMES.get(label.key);
    if (name && !sections[name]) {
      current = { marker: label.row, rows: [] };
      sections[name] = current;
    } else if (name) {
      current = null;
    } else {
      current?.rows.push(label);
    }
  }
  return sections;
}

/** The nth row (0 = first) in a section whose label is one of keys. */
export function findRow(section: Section | undefined, keys: readonly string[], occurrence = 0): number | null {
  const matches = section?.rows.filter((row) => keys.includes(row.key)) ?? [];
  return matches[occurrence]?.row ?? null;
}

/**
 * The periods of a section from its own Report Date row. A missing section is
 * null (its rows are reported missing); a section without a Report Date row, or
 * one whose Report Date row holds no dates, is an error, since its numbers could
 * not be placed in years. But for Quarters: Screener exports a company without
 * quarterly results with the section's labels and no dates or figures, which is
 * no quarters ([]), not a broken file.
 */
export function sectionPeriods(sheet: DataSheet, sections: Partial<Record<SectionName, Section>>, name: SectionName): Period[] | null {
  const section = sections[name];
  if (!section) return null;
  const reportDate = findRow(section, ['report date']);
  if (reportDate === null) {
    throw new IngestFormatError(
      { file: sheet.file, cell: sheet.address(section.marker + 1, 1) },
      `no 'Report Date' row in the ${SECTION_MARKERS[name]} section (marker in row ${section.marker}), so its periods cannot be found`,
    );
  }
  const label = SECTION_MARKERS[name];
  const periods = sheet.periods(reportDate, label);
  if (periods.length > 0) return periods;
  if (name !== 'quarters') throw sheet.error(reportDate, 2, `${label}: the Report Date row holds no dates`);
  for (const { row } of section.rows) {
    const column = sheet.firstFilledColumn(row);
    if (column !== null) {
      throw sheet.error(row, column, `${label}: the Report Date row holds no dates, but this cell holds a figure, so it cannot be placed in a quarter`);
    }
  }
  return [];
}

/** A row's values by period end. */
export type PeriodValues = Map<IsoDate, number | null>;

/** Reads labelled rows of one section against that section's periods. */
export class SectionReader {
  constructor(
    private readonly sheet: DataSheet,
    name: SectionName,
    private readonly section: Section | undefined,
    private readonly periods: readonly Period[] | null,
    private readonly missing: string[],
  ) {
    if (!section) missing.push(`${SECTION_MARKERS[name]} section`);
  }

  has(keys: readonly string[], occurrence = 0): boolean {
    return findRow(this.section, keys, occurrence) !== null;
  }

  /** Values by period end of the row labelled `label` (or one of `keys`); an empty map when the row is missing. */
  values(label: string, keys: readonly string[] = [labelKey(label)], occurrence = 0): PeriodValues {
    const row = findRow(this.section, keys, occurrence);
    if (row === null) {
      if (this.section) this.missing.push(label);
      return new Map();
    }
    return this.rowValues(row);
  }

  /** The marker row itself (PRICE: holds its values on the marker's own row). */
  markerValues(): PeriodValues {
    return this.section ? this.rowValues(this.section.marker) : new Map();
  }

  private rowValues(row: number): PeriodValues {
    return new Map((this.periods ?? []).map((period) => [period.periodEnd, this.sheet.number(row, period.column)]));
  }
}
