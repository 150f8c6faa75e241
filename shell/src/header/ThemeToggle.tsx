import { useTheme } from 'shared-types/shell';
import styles from './ThemeToggle.module.css';
import { useHydrated } from '../app/useHydrated';
import { LINE_ICON_PROPS } from '../ui/lineIcon';

const SUN = (
  <svg {...LINE_ICON_PROPS}>
    <circle cx="12" cy="12" r="4" />
    <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
  </svg>
);

const MOON = (
  <svg {...LINE_ICON_PROPS}>
    <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8Z" />
  </svg>
);

/**
 * Flips between the dark and light theme; the label names the theme it switches to.
 * In the pre-rendered page the stored theme is not known to React yet, so both
 * icons are drawn and <html data-theme> (set before first paint) shows the right one.
 */
export function ThemeToggle() {
  const { theme, toggleTheme } = useTheme();
  const hydrated = useHydrated();
  if (!hydrated) {
    return (
      <button type="button" className={styles.toggle} aria-label="Switch between light and dark mode" title="Switches theme once the page has loaded" disabled>
        <span className={styles.darkOnly}>{SUN}</span>
        <span className={styles.lightOnly}>{MOON}</span>
      </button>
    );
  }
  const label = theme === 'dark' ? 'Switch to light mode' : 'Switch to dark mode';
  return (
    <button type="button" className={styles.toggle} aria-label={label} title={label} onClick={toggleTheme}>
      {theme === 'dark' ? SUN : MOON}
    </button>
  );
}
