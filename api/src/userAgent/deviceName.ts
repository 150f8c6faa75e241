/**
 * 'Chrome on Android', 'Safari on iPhone': enough for a person to recognise a
 * session in their list, no more. Order matters: Edge and Opera also say
 * Chrome, Chrome also says Safari, Android also says Linux.
 */
const BROWSERS: ReadonlyArray<[RegExp, string]> = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\b(OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(Firefox|FxiOS)\//, 'Firefox'],
  [/\b(Chrome|CriOS|Chromium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

const SYSTEMS: ReadonlyArray<[RegExp, string]> = [
  [/\bAndroid\b/, 'Android'],
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

const first = (table: ReadonlyArray<[RegExp, string]>, userAgent: string): string | undefined => table.find(([pattern]) => pattern.test(userAgent))?.[1];

export function deviceName(userAgent: string | null): string {
  if (userAgent === null || userAgent.trim() === '') return 'Unknown device';
  const browser = first(BROWSERS, userAgent);
  const system = first(SYSTEMS, userAgent);
  if (browser && system) return `${browser} on ${system}`;
  if (browser ?? system) return (browser ?? system)!;
  // A script or a tool: its product name ('curl/8.5.0' → 'curl').
  const product = /^([A-Za-z][\w.-]{0,40})\//.exec(userAgent.trim())?.[1];
  return product ?? 'Unknown device';
}
