import { selectUserId, useAppSelector } from 'shared-types/shell';

/**
 * 'Your Accessed Companies' (exposed as accessed_companies/AccessedCompaniesPanel).
 * It appears only when a user id exists (specification section 2); signing in
 * arrives with the sign-in issue, so until then it renders nothing.
 */
export default function AccessedCompaniesPanel() {
  const userId = useAppSelector(selectUserId);
  if (!userId) return null;
  return (
    <section aria-labelledby="accessed-companies-title">
      <h2 id="accessed-companies-title">Your Accessed Companies</h2>
    </section>
  );
}
