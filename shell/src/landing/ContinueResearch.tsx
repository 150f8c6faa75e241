import { companyPath } from 'shared-types/api';
import { selectAccessSummary, selectCompanyPageKey, useAppSelector } from 'shared-types/shell';
import { useHydrated } from '../app/useHydrated';
import styles from './Hero.module.css';

/**
 * 'Continue with <name>': a signed-in visitor back on the landing page is
 * offered their last research, at its company page (docs/company-page.md).
 * The access summary lists the companies oldest first. It sits in the hero's
 * bottom padding, out of the flow, so arriving late it moves nothing.
 */
export function ContinueResearch() {
  const hydrated = useHydrated();
  const summary = useAppSelector(selectAccessSummary);
  const onCompanyPage = useAppSelector(selectCompanyPageKey) !== null;
  const last = summary?.companies?.at(-1);
  if (!hydrated || onCompanyPage || last === undefined) return null;
  return (
    <a className={styles.continue} href={companyPath(last.key ?? last.id)}>
      {`Continue with ${last.name}`}
    </a>
  );
}
