import { useId } from 'react';
import { useLandingHref } from '../app/useLandingHref';
import { ContactForm } from '../support/ContactForm';
import styles from './Footer.module.css';
import { PlaceholderLink } from './PlaceholderLink';
import { SECTION_IDS } from './scrollToSection';
import { SocialIcon } from './SocialIcon';

const QUICK_LINKS = [
  { label: 'How it works', href: `#${SECTION_IDS.features}` },
  { label: 'Research', href: `#${SECTION_IDS.research}` },
  { label: 'Contact us', href: `#${SECTION_IDS.contact}` },
] as const;

/** The page footer (#contact): social links, quick links, legal links and the copyright line. */
export function Footer() {
  const quickId = useId();
  const legalId = useId();
  const socialId = useId();
  const landingHref = useLandingHref();
  return (
    <footer id={SECTION_IDS.contact} className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.brandColumn}>
          <p className={styles.brand}>Conviction</p>
          <p className={styles.blurb}>Explainable stock research for investors in Indian-listed companies.</p>
          <div className={styles.follow}>
            <h2 id={socialId} className={styles.heading}>
              Follow us
            </h2>
            <ul className={styles.social} aria-labelledby={socialId}>
              <li>
                <a className={styles.socialLink} href="https://x.com">
                  <SocialIcon network="x" />X
                </a>
              </li>
              <li>
                <a className={styles.socialLink} href="https://www.youtube.com">
                  <SocialIcon network="youtube" />
                  YouTube
                </a>
              </li>
              <li>
                <PlaceholderLink className={styles.socialLink}>
                  <SocialIcon network="linkedin" />
                  LinkedIn
                </PlaceholderLink>
              </li>
              <li>
                <PlaceholderLink className={styles.socialLink}>
                  <SocialIcon network="instagram" />
                  Instagram
                </PlaceholderLink>
              </li>
            </ul>
          </div>
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
              <PlaceholderLink className={styles.link}>Terms &amp; policies</PlaceholderLink>
            </li>
            <li>
              <PlaceholderLink className={styles.link}>Privacy policy</PlaceholderLink>
            </li>
          </ul>
        </nav>
      </div>
      <ContactForm />
      <p className={styles.copyright}>© 2025 Conviction. All rights reserved.</p>
    </footer>
  );
}
