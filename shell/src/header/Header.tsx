import { useEffect, useId, useRef, useState } from 'react';
import { useHydrated } from '../app/useHydrated';
import { useLandingHref } from '../app/useLandingHref';
import { AccountControl, type AccountControlProps } from './AccountControl';
import styles from './Header.module.css';
import { NavLinks } from './NavLinks';
import { ThemeToggle } from './ThemeToggle';
import { MOBILE_MEDIA_QUERY, useMediaQuery } from './useMediaQuery';

/** Everything the header takes is passed on to its account control (sign-in, sign-out, access line). */
export type HeaderProps = AccountControlProps;

const MENU_ICON = (
  <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true" focusable="false">
    <path d="M4 7h16M4 12h16M4 17h16" />
  </svg>
);

const CLOSE_ICON = (
  <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true" focusable="false">
    <path d="M6 6l12 12M18 6 6 18" />
  </svg>
);

/**
 * The fixed page header: brand, in-page links, theme toggle and account control.
 * At phone widths the links and the account control move into a menu panel.
 * Until the page is hydrated the width is not known to React, so both layouts
 * are rendered and CSS media queries show the right one: no layout shift when
 * the pre-rendered page comes alive.
 */
export function Header(accountProps: HeaderProps) {
  const hydrated = useHydrated();
  const landingHref = useLandingHref();
  const matchesMobile = useMediaQuery(MOBILE_MEDIA_QUERY);
  const showBar = !hydrated || !matchesMobile;
  const showMenu = !hydrated || matchesMobile;
  const [menuOpen, setMenuOpen] = useState(false);
  const open = hydrated && matchesMobile && menuOpen;
  // Only before hydration are both layouts present; these classes hide the wrong one.
  const desktopOnly = hydrated ? '' : ` ${styles.desktopOnly}`;
  const mobileOnly = hydrated ? '' : ` ${styles.mobileOnly}`;
  const panelId = useId();
  const headerRef = useRef<HTMLElement>(null);
  const menuButtonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      menuButtonRef.current?.focus();
    }
    function onPointerDown(event: Event) {
      if (event.target instanceof Node && !headerRef.current?.contains(event.target)) setMenuOpen(false);
    }
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open]);

  const closeMenu = () => setMenuOpen(false);
  const account = <AccountControl {...accountProps} />;

  return (
    <header ref={headerRef} className={styles.header}>
      <div className={styles.bar}>
        <a className={styles.brand} href={landingHref('#top')} onClick={closeMenu}>
          <span className={styles.logo} aria-hidden="true">
            <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" focusable="false">
              <path d="M4 16l5-5 4 4 7-7" />
            </svg>
          </span>
          Conviction
        </a>
        {showBar && (
          <div className={`${styles.slot}${desktopOnly}`}>
            <NavLinks layout="bar" />
          </div>
        )}
        <div className={styles.actions}>
          <ThemeToggle />
          {showBar && <div className={`${styles.slot}${desktopOnly}`}>{account}</div>}
          {showMenu && (
            <button
              ref={menuButtonRef}
              type="button"
              className={`${styles.menuButton}${mobileOnly}`}
              aria-expanded={open}
              aria-controls={panelId}
              aria-label={open ? 'Close menu' : 'Open menu'}
              // Before the page is live the menu cannot open: disabled, and the title says why.
              disabled={!hydrated}
              title={hydrated ? undefined : 'The menu opens once the page has loaded'}
              onClick={() => setMenuOpen((value) => !value)}
            >
              {open ? CLOSE_ICON : MENU_ICON}
            </button>
          )}
        </div>
      </div>
      {showMenu && (
        <div id={panelId} className={`${styles.panel}${mobileOnly}`} hidden={!open}>
          <NavLinks layout="panel" onNavigate={closeMenu} />
          <div className={styles.panelAccount}>{account}</div>
        </div>
      )}
    </header>
  );
}
