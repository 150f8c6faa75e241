import { type ReactNode } from 'react';
import styles from './FeatureCards.module.css';
import { LINE_ICON_PROPS } from '../ui/lineIcon';

interface Feature {
  title: string;
  description: string;
  icon: ReactNode;
}

const FEATURES: readonly Feature[] = [
  {
    title: 'Almost Real-time Data',
    description: 'Each result shows the current price and the date it was last updated, so you know how fresh it is.',
    icon: (
      <svg {...LINE_ICON_PROPS}>
        <path d="M3 17l6-6 4 4 8-8" />
        <path d="M15 7h6v6" />
      </svg>
    ),
  },
  {
    title: 'Investment Analysis',
    description: 'Governance, operational risk and a holistic report roll up into an investment score out of 100.',
    icon: (
      <svg {...LINE_ICON_PROPS}>
        <path d="M4 20V10M10 20V4M16 20v-7M22 20H2" />
      </svg>
    ),
  },
  {
    title: 'Secure & Reliable',
    description: 'You sign in with Google, and your session ends after 30 minutes of inactivity.',
    icon: (
      <svg {...LINE_ICON_PROPS}>
        <path d="M12 3 4 6v6c0 4.5 3.4 8.3 8 9 4.6-.7 8-4.5 8-9V6l-8-3Z" />
        <path d="m9 12 2 2 4-4" />
      </svg>
    ),
  },
];

/** The three feature cards under the steps of "How it works". */
export function FeatureCards() {
  return (
    <ul className={styles.grid}>
      {FEATURES.map((feature) => (
        <li key={feature.title} className={styles.card}>
          <span className={styles.icon}>{feature.icon}</span>
          <h3 className={styles.title}>{feature.title}</h3>
          <p className={styles.description}>{feature.description}</p>
        </li>
      ))}
    </ul>
  );
}
