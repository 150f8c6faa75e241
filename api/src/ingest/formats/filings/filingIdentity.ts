import { isIsin } from '../isin';
import { type XbrlInstance } from '../xbrl/xbrlInstance';
import { type FilingIdentity } from './filingRecords';

const NAME_ELEMENTS = ['NameOfTheCompany', 'NameOfBank', 'NameOfCompany', 'NameOfTheListedEntity'];

/**
 * The identifiers a filing carries, from its facts (Symbol, ISIN, ScripCode,
 * the company's name) or, for the symbol, from the contexts' NSE-symbol
 * entity. Symbols come entity-decoded ('M&M'); an ISIN that is not a valid
 * one and a scrip code that is not six digits are dropped, not trusted.
 */
export function filingIdentityOf(instance: XbrlInstance): FilingIdentity {
  const first = (names: readonly string[]): string | null => {
    for (const name of names) {
      const value = instance.facts.find((fact) => fact.name === name && fact.value !== '')?.value;
      if (value !== undefined) return value.trim();
    }
    return null;
  };
  const symbolFact = first(['Symbol', 'NSESymbol']);
  const entitySymbol = [...instance.contexts.values()].find((context) => context.entity?.scheme.toLowerCase().includes('nsesymbol'))?.entity?.value;
  const symbol = normaliseSymbol(symbolFact) ?? normaliseSymbol(entitySymbol ?? null);
  const isin = first(['ISIN'])?.toUpperCase() ?? null;
  const code = first(['ScripCode', 'BSEScripCode'])?.replace(/\s+/g, '') ?? null;
  return {
    symbol,
    isin: isin !== null && isIsin(isin) ? isin : null,
    bseCode: code !== null && /^\d{6}$/.test(code) ? code : null,
    name: first(NAME_ELEMENTS),
  };
}

/** 'NOTLISTED' and 'Notlisted' (a company not on that exchange) are no symbol. */
function normaliseSymbol(value: string | null): string | null {
  if (value === null) return null;
  const symbol = value.trim().toUpperCase();
  return symbol === '' || symbol === 'NOTLISTED' || symbol === 'NA' || symbol === '-' ? null : symbol;
}
