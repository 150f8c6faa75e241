import { useLandingHref } from '../app/useLandingHref';
import { SECTION_IDS } from '../landing/scrollToSection';
import styles from './NavLinks.module.css';

/** The in-page links (docs/product-rules.md). */
const NAV_LINKS = [
  { label: 'How it works', href: `#${SECTION_IDS.features}` },
  { label: 'Research', href: `#${SECTION_IDS.research}` },
  { label: 'Contact us', href: `#${SECTION_IDS.contact}` },
] as const;

interface NavLinksProps {
  /** 'bar' lays the links out in a row; 'panel' stacks them in the mobile menu. */
  layout: 'bar' | 'panel';
  /** Called after a link is chosen, e.g. to close the mobile menu. */
  onNavigate?: () => void;
}

/** The main in-page navigation. */
export function NavLinks({ layout, onNavigate }: NavLinksProps) {
  const landingHref = useLandingHref();
  return (
    <nav aria-label="Main" className={layout === 'bar' ? styles.bar : styles.panel}>
      <ul className={styles.list}>
        {NAV_LINKS.map((link) => (
          <li key={link.href}>
            <a className={styles.link} href={landingHref(link.href)} onClick={onNavigate}>
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
