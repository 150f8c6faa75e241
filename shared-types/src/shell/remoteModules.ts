import type { ComponentType } from 'react';
import type { RemoteName } from '../api/remotes';

/**
 * What each remote exposes. Every exposed module default-exports a component
 * that takes no props: it reads what it needs from the shell's store and theme.
 */
export const REMOTE_MODULES = {
  search: { module: 'search/SearchPage', label: 'Company search' },
  accessed_companies: { module: 'accessed_companies/AccessedCompaniesPanel', label: 'Your accessed companies' },
  upgrade_modal: { module: 'upgrade_modal/UpgradeModal', label: 'Upgrade to Premium' },
  company_details: { module: 'company_details/CompanyDetailsPage', label: 'Company details' },
} as const satisfies Record<RemoteName, { module: string; label: string }>;

export interface RemoteComponentModule {
  default: ComponentType;
}
