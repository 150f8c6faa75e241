import { useEffect, useState, type RefObject } from 'react';
import { selectAuthStatus, selectCompanyPageKey, selectResearchResult, selectSelectedCompany, selectUpgradeDialog, useAppSelector } from 'shared-types/shell';
import { type PageMoment } from '../remotes/remoteDemand';
import { useHydrated } from './useHydrated';

/** How far below the viewport the research section counts as approaching: half a screen. */
const APPROACH_MARGIN = '0px 0px 50% 0px';
/** Idle work still starts within this long on a page that never goes idle. */
const IDLE_DEADLINE_MS = 3000;

/** Runs `callback` once the browser is idle (or soon, where it cannot say). */
function whenIdle(callback: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(callback, { timeout: IDLE_DEADLINE_MS });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(callback, 200);
  return () => clearTimeout(timer);
}

/** True once the browser has been idle after the page came alive. */
function useIdleOnce(enabled: boolean): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (!enabled || idle) return;
    return whenIdle(() => setIdle(true));
  }, [enabled, idle]);
  return idle;
}

/** True once `section` nears the viewport or the visitor touches it (pointer, focus or key). */
function useNearOnce(section: RefObject<HTMLElement | null>, enabled: boolean): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = section.current;
    if (!enabled || near || !element) return;
    const markNear = () => setNear(true);
    // Without IntersectionObserver nothing can tell: treat the section as near.
    if (typeof IntersectionObserver !== 'function') {
      markNear();
      return;
    }
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && markNear(), { rootMargin: APPROACH_MARGIN });
    observer.observe(element);
    const events = ['pointerdown', 'focusin', 'keydown'] as const;
    for (const type of events) element.addEventListener(type, markNear, { once: true });
    return () => {
      observer.disconnect();
      for (const type of events) element.removeEventListener(type, markNear);
    };
  }, [section, enabled, near]);
  return near;
}

/**
 * What the page knows now about the visitor's progress, for deciding which
 * remotes to load. Everything is false in the pre-rendered page and while it
 * hydrates, so the markup matches; the live page then fills it in.
 */
export function usePageMoment(researchSection: RefObject<HTMLElement | null>): PageMoment {
  const hydrated = useHydrated();
  const idle = useIdleOnce(hydrated);
  const researchNear = useNearOnce(researchSection, hydrated);
  const signedIn = useAppSelector(selectAuthStatus) === 'signedIn';
  const companyPicked = useAppSelector(selectSelectedCompany) !== null;
  const researchStarted = useAppSelector(selectResearchResult).status !== 'idle';
  const upgradeOpened = useAppSelector(selectUpgradeDialog).open;
  const companyPage = useAppSelector(selectCompanyPageKey) !== null;
  return {
    idle,
    researchNear,
    signedIn: hydrated && signedIn,
    companyPicked: hydrated && companyPicked,
    researchStarted: hydrated && researchStarted,
    upgradeOpened: hydrated && upgradeOpened,
    companyPage: hydrated && companyPage,
  };
}
