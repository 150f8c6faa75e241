/**
 * The screener's page (exposed as screener/ScreenerPage), shown by the shell at
 * `/screen` (docs/screener.md, 'The page').
 */
export default function ScreenerPage() {
  return (
    <section aria-labelledby="screener-title">
      <h1 id="screener-title">Screen all companies</h1>
    </section>
  );
}
