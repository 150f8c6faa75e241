import { IntlMessageFormat } from 'intl-messageformat';
import { type Figure } from '../api/v2/figure';
import { type ReasonParam } from '../api/v2/reason';
import { type Catalogue, INTL_LOCALES, type Locale } from './catalogue';
import { englishCatalogue } from './en';
import { figureNumber, knownUnit } from './figures';

export type { Catalogue } from './catalogue';

/** A message's parameters: a reason's (ReasonParam), or strings and numbers the view adds. */
export type MessageParams = Readonly<Record<string, ReasonParam | undefined>>;

export interface FormatOptions {
  /** Decimal places for the figure parameters named, over their unit's default. */
  decimals?: Readonly<Record<string, number>>;
}

export interface Messages {
  readonly locale: Locale;
  /** The code's words: the locale's message, else the English one, else reason.unknown; never the code. */
  format(code: string, params?: MessageParams, options?: FormatOptions): string;
  /** Whether the locale or English has words for the code. */
  has(code: string): boolean;
  /** A figure with its unit's words ('₹2,25,839 crore'); n/a when its value is unknown. */
  figure(figure: Figure, decimals?: number): string;
}

export interface MessagesOptions {
  /** Told when a message cannot be formatted (a parameter missing or of the wrong kind); the reader sees the next fallback. */
  onError?: (code: string, locale: Locale, error: unknown) => void;
}

/** One catalogue with its Intl locale and its messages parsed on first use. */
interface Wording {
  catalogue: Catalogue;
  intlLocale: string;
  parsed: Map<string, IntlMessageFormat>;
}

const wordingOf = (catalogue: Catalogue): Wording => ({ catalogue, intlLocale: INTL_LOCALES[catalogue.locale], parsed: new Map() });

const isFigure = (param: object): param is Figure => 'unit' in param && 'value' in param;

/**
 * The parameters, plus each figure's period as `<name>_period` ('FY2021–FY2025') unless the
 * caller gave one: a message says over which years a figure runs without the engine sending the
 * period twice.
 */
function withPeriods(params: MessageParams): MessageParams {
  const periods = Object.entries(params).flatMap(([name, param]) =>
    typeof param === 'object' &&
    param !== null &&
    !Array.isArray(param) &&
    isFigure(param) &&
    param.period !== undefined &&
    params[`${name}_period`] === undefined
      ? [[`${name}_period`, param.period] as const]
      : [],
  );
  return periods.length === 0 ? params : { ...params, ...Object.fromEntries(periods) };
}

/**
 * Words v2 codes and parameters in one language, English behind it
 * (docs/decisions/0005-payload-v2-and-message-catalogue.md). Each message is parsed when first
 * used. Compiling them to their AST at build time, as the decision plans, would keep the ICU parser
 * (about 7 kB gzipped) out of the remote's bundle; not done yet.
 */
export function createMessages(catalogue: Catalogue = englishCatalogue, { onError }: MessagesOptions = {}): Messages {
  const own = wordingOf(catalogue);
  // An English fallback is formatted as English: en-IN numbers, English plurals and unit words.
  const chain = catalogue.locale === 'en' ? [own] : [own, wordingOf(englishCatalogue)];
  const listFormats = new Map<string, Intl.ListFormat>();

  /** The message in this wording or one after it in the chain, formatted; null when none can be. */
  function formatFrom(start: Wording, code: string, params: MessageParams, options: FormatOptions): string | null {
    for (const wording of chain.slice(chain.indexOf(start))) {
      const text = formatIn(wording, code, params, options);
      if (text !== null) return text;
    }
    return null;
  }

  function formatIn(wording: Wording, code: string, params: MessageParams, options: FormatOptions): string | null {
    const message = wording.catalogue.messages[code];
    if (message === undefined) return null;
    try {
      let parsed = wording.parsed.get(code);
      if (parsed === undefined) {
        parsed = new IntlMessageFormat(message, wording.intlLocale, undefined, { ignoreTag: true });
        wording.parsed.set(code, parsed);
      }
      const values = Object.fromEntries(Object.entries(withPeriods(params)).map(([name, param]) => [name, argument(wording, name, param, options)]));
      return String(parsed.format(values));
    } catch (error) {
      onError?.(code, wording.catalogue.locale, error);
      return null;
    }
  }

  function notAvailable(wording: Wording): string {
    return formatFrom(wording, 'common.not_available', {}, {}) ?? '';
  }

  function figureIn(wording: Wording, figure: Figure, decimals: number | undefined): string {
    if (figure.value === null) return notAvailable(wording);
    const { text, value } = figureNumber({ value: figure.value, unit: figure.unit }, wording.intlLocale, decimals);
    return formatFrom(wording, `unit.${knownUnit(figure.unit)}`, { number: text, value }, {}) ?? text;
  }

  function listIn(wording: Wording, items: readonly string[]): string {
    let list = listFormats.get(wording.intlLocale);
    if (list === undefined) {
      list = new Intl.ListFormat(wording.intlLocale, { type: 'conjunction' });
      listFormats.set(wording.intlLocale, list);
    }
    return list.format(items);
  }

  /** A parameter as ICU takes it: figures and lists written out, booleans as select keys. */
  function argument(wording: Wording, name: string, param: ReasonParam | undefined, options: FormatOptions): string | number {
    if (param === null || param === undefined) return notAvailable(wording);
    if (typeof param === 'string' || typeof param === 'number') return param;
    if (typeof param === 'boolean') return String(param);
    if (Array.isArray(param)) return listIn(wording, param);
    if (isFigure(param)) return figureIn(wording, param, options.decimals?.[name]);
    return notAvailable(wording);
  }

  return {
    locale: catalogue.locale,
    format(code, params = {}, options = {}) {
      return formatFrom(own, code, params, options) ?? formatFrom(own, 'reason.unknown', {}, {}) ?? '';
    },
    has(code) {
      return chain.some((wording) => wording.catalogue.messages[code] !== undefined);
    },
    figure(figure, decimals) {
      return figureIn(own, figure, decimals);
    },
  };
}
