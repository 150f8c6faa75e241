import { useRef, type MouseEvent } from 'react';
import { useWords } from '../i18n/MessagesProvider';
import { type ResultSection } from './resultSections';
import { scrollAndFocus } from './scrollMotion';
import { useCurrentSection } from './useCurrentSection';
import styles from './reading.module.css';

/** The heading a jump lands on: the section's first heading, else the section itself. */
function landingOf(section: HTMLElement): HTMLElement {
  return section.querySelector<HTMLElement>('h2, h3, h4') ?? section;
}

/**
 * The sticky bar of the result's sections. It marks the section being read
 * (aria-current) and, on a click, scrolls to a section and moves focus to its
 * heading. Entries are links to the anchors, so they also work as plain links
 * (open in a new tab, copy the address). On a phone it scrolls sideways.
 */
export function SectionBar({ sections }: { sections: readonly ResultSection[] }) {
  const nav = useRef<HTMLElement>(null);
  const words = useWords();
  const current = useCurrentSection(
    sections.map((section) => section.id),
    nav,
  );
  const jump = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    const target = document.getElementById(id);
    if (!target) return;
    event.preventDefault();
    scrollAndFocus(landingOf(target));
  };
  return (
    <nav ref={nav} className={styles.bar} aria-label={words('section.bar_label')}>
      <ul className={styles.barList}>
        {sections.map(({ id, labelId }) => (
          <li key={id}>
            <a href={`#${id}`} className={styles.barLink} aria-current={current === id ? 'location' : undefined} onClick={(event) => jump(event, id)}>
              {words(labelId)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
