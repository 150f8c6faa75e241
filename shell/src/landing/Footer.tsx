import { useId } from 'react';
import { LEGAL_PAGES } from 'shared-types/api';
import { useHydrated } from '../app/useHydrated';
import { useLandingHref } from '../app/useLandingHref';
import { useSiteInfo } from '../legal/siteInfo';
import { ContactForm } from '../support/ContactForm';
import styles from './Footer.module.css';
import { SECTION_IDS } from './scrollToSection';
import { SocialLinks } from './SocialLinks';

const QUICK_LINKS = [
  { label: 'How it works', href: `#${SECTION_IDS.features}` },
  { label: 'Research', href: `#${SECTION_IDS.research}` },
  { label: 'Contact us', href: `#${SECTION_IDS.contact}` },
] as const;

/** The page footer (#contact): social links (those configured), quick links, legal links and the copyright line. */
export function Footer() {
  const site = useSiteInfo();
  const hydrated = useHydrated();
  const quickId = useId();
  const legalId = useId();
  const landingHref = useLandingHref();
  return (
    <footer id={SECTION_IDS.contact} className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.brandColumn}>
          <p className={styles.brand}>Conviction</p>
          <p className={styles.blurb}>Explainable stock research for investors in Indian-listed companies.</p>
          <SocialLinks />
        </div>
        <nav className={styles.column} aria-labelledby={quickId}>
          <h2 id={quickId} className={styles.heading}>
            Quick Links
          </h2>
          <ul className={styles.links}>
            {QUICK_LINKS.map((link) => (
              <li key={link.href}>
                <a className={styles.link} href={landingHref(link.href)}>
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <nav className={styles.column} aria-labelledby={legalId}>
          <h2 id={legalId} className={styles.heading}>
            Legal
          </h2>
          <ul className={styles.links}>
            <li>
              <a className={styles.link} href={LEGAL_PAGES.terms.path}>
                Terms &amp; policies
              </a>
            </li>
            <li>
              <a className={styles.link} href={LEGAL_PAGES.privacy.path}>
                Privacy policy
              </a>
            </li>
          </ul>
        </nav>
        {/* Pre-rendered pages carry no configuration: the address joins after hydration, as the social links do. */}
        <ContactForm collapsed supportEmail={hydrated ? (site?.support_email ?? undefined) : undefined} />
      </div>
      <p className={styles.copyright}>© 2025 Conviction. All rights reserved.</p>
    </footer>
  );
}
