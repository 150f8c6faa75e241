// Sets <html data-theme> before the first paint: the stored choice ('dark' or
// 'light' under localStorage key 'theme'), else the system preference. The React
// ThemeProvider (shared-types/shell) applies the same rule once the app starts.
(function applyInitialTheme() {
  var theme = null;
  try {
    var stored = window.localStorage.getItem('theme');
    if (stored === 'dark' || stored === 'light') theme = stored;
  } catch {
    // storage blocked: fall through to the system preference
  }
  if (!theme) {
    theme = window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  }
  document.documentElement.setAttribute('data-theme', theme);
  document.documentElement.style.colorScheme = theme;
})();
