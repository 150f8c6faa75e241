import { useId } from 'react';
import { useHydrated } from '../app/useHydrated';
import { useSiteInfo } from '../legal/siteInfo';
import styles from './Footer.module.css';
import { SocialIcon, type SocialNetwork } from './SocialIcon';

const NETWORKS: readonly { network: SocialNetwork; label: string }[] = [
  { network: 'x', label: 'X' },
  { network: 'youtube', label: 'YouTube' },
];

/**
 * 'Follow us': a link for each of the operator's accounts that is configured (SOCIAL_X_URL,
 * SOCIAL_YOUTUBE_URL, through the site information), and nothing at all when none is. The build's
 * pages are rendered without configuration, so the links join after hydration.
 */
export function SocialLinks() {
  const headingId = useId();
  const hydrated = useHydrated();
  const site = useSiteInfo();
  const links =
    hydrated && site !== null ? NETWORKS.flatMap(({ network, label }) => (site.social[network] ? [{ network, label, href: site.social[network] }] : [])) : [];
  if (links.length === 0) return null;
  return (
    <div className={styles.follow}>
      <h2 id={headingId} className={styles.heading}>
        Follow us
      </h2>
      <ul className={styles.social} aria-labelledby={headingId}>
        {links.map(({ network, label, href }) => (
          <li key={network}>
            <a className={styles.socialLink} href={href} rel="noopener">
              <SocialIcon network={network} />
              {label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
