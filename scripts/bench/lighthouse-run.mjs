// One Lighthouse run, for scripts/bench/lighthouse.ts:
//   node scripts/bench/lighthouse-run.mjs <url> <report.json> <chromium path> <flags as JSON> <categories as JSON> [<trace.json>]
// Plain Node on purpose: tsx would rewrite Lighthouse's own functions (adding
// `__name(...)` calls) and Lighthouse sends them to the page, where they fail.
import fs from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

// The Chromium, its flags and the categories come from scripts/bench/lighthouse.ts (the e2e harness's, headless the new way).
const [url, reportFile, chromePath, flags, categories, traceFile] = process.argv.slice(2);
const chromeFlags = JSON.parse(flags);
const onlyCategories = JSON.parse(categories);

const chrome = await chromeLauncher.launch({ chromePath, chromeFlags, logLevel: 'error' });
try {
  // Lighthouse's default settings are the mobile profile (Moto G Power, simulated slow 4G, 4x CPU).
  const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories });
  if (!result) throw new Error('Lighthouse returned no result.');
  fs.writeFileSync(reportFile, JSON.stringify(result.lhr));
  // The load's trace, for DevTools' Performance panel (Load profile...).
  if (traceFile) fs.writeFileSync(traceFile, JSON.stringify(result.artifacts.Trace));
} finally {
  chrome.kill();
}
