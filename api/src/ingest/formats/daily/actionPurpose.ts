import { type CorporateActionKind, type CorporateActionRow } from './dailyRecords';

/**
 * The corporate actions a bc file's PURPOSE holds. One PURPOSE may hold several,
 * joined by '/' ('AGM/DIVIDEND - RS 2 PER SHARE'), '&', ';' or 'AND'; a '/' that
 * ends an amount ('RS 10/-') joins nothing. Each part is one action or none (an AGM,
 * an interest payment). Spellings vary from day to day and between NSE's pages:
 * 'FVSPLT FRM RS 10 TO RS 5', 'FV SPLT …', 'FACE VALUE SPLIT (SUB-DIVISION) - FROM RS
 * 10/- PER SHARE TO RE 1/- PER SHARE', 'BONUS 1:1', 'Bonus 2:1', 'INTDIV - RS 7 PER SH',
 * 'DIV-RS 3 PER SH', 'RIGHTS 45:301@PRM RS 290', 'BUY BACK', 'CAP RED', 'DEMERGER'.
 */

export type PurposeAction = Pick<CorporateActionRow, 'kind' | 'ratio' | 'shareMultiplier' | 'amount'>;

const PARTS = /\s*(?:\/(?!-)|&|;|\bAND\b)\s*/;

/** Tried in this order on each part: 'SUB-DIVISION' is a split, not a dividend. */
const KINDS: ReadonlyArray<[CorporateActionKind, RegExp]> = [
  ['capital_reduction', /\bCAP(?:ITAL)?\.?\s*RED(?:UCTION)?\b/],
  ['buyback', /\bBUY\s*-?\s*BACK\b/],
  // 'SCHEME OF ARRANGEMENT' alone is not a demerger; one that says so is.
  ['demerger', /\bDE-?MERGER\b/],
  ['split', /SPLI?T\b|\bSUB-?DIVISION\b/],
  ['bonus', /\bBONUS\b/],
  ['rights', /\bRIGHTS?\b/],
  ['dividend', /DIV(?:IDEND)?\b/],
];

/** '₹ per share' as NSE writes it: 'RS 7', 'RE 1', 'RS.2.50', 'RS 10/-'. */
const AMOUNT = /\b(?:RS|RE|INR)\.?\s*(\d+(?:\.\d+)?)/;
/** 'new:held' (bonus) or 'rights:held' (rights). */
const RATIO = /(\d+)\s*:\s*(\d+)/;
/** A split's face values: 'FRM RS 10 TO RS 5', 'FROM RS 10/- PER SHARE TO RE 1/- PER SHARE'. */
const FACE_VALUES = /\bFRO?M\b\D*?(\d+(?:\.\d+)?).*?\bTO\b\D*?(\d+(?:\.\d+)?)/;
const PREMIUM = /\bPRM\b|\bPREMIUM\b/;

/** The actions in the order written; empty when the PURPOSE holds none we store. */
export function actionsInPurpose(purpose: string): PurposeAction[] {
  return purpose
    .toUpperCase()
    .split(PARTS)
    .map(readPart)
    .filter((action): action is PurposeAction => action !== null);
}

function readPart(part: string): PurposeAction | null {
  const kind = KINDS.find(([, pattern]) => pattern.test(part))?.[0];
  switch (kind) {
    case undefined:
      return null;
    case 'split': {
      const ratio = ratioOf(FACE_VALUES.exec(part));
      return { kind, ratio, shareMultiplier: ratio && ratio.from / ratio.to, amount: null };
    }
    case 'bonus': {
      const ratio = ratioOf(RATIO.exec(part));
      return { kind, ratio, shareMultiplier: ratio && (ratio.from + ratio.to) / ratio.to, amount: null };
    }
    case 'rights':
      // '45:301@PRM RS 290' states the premium over face value, not the price, and the
      // face value is not in this file: the amount is kept only when a price is written.
      return { kind, ratio: ratioOf(RATIO.exec(part)), shareMultiplier: null, amount: PREMIUM.test(part) ? null : amountOf(part) };
    case 'dividend':
      return { kind, ratio: null, shareMultiplier: null, amount: amountOf(part) };
    default:
      return { kind, ratio: null, shareMultiplier: null, amount: null };
  }
}

function ratioOf(match: RegExpExecArray | null): { from: number; to: number } | null {
  const from = Number(match?.[1]);
  const to = Number(match?.[2]);
  return from > 0 && to > 0 ? { from, to } : null;
}

function amountOf(part: string): number | null {
  const match = AMOUNT.exec(part);
  return match ? Number(match[1]) : null;
}
