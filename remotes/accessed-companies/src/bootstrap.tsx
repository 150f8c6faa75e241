import { renderStandalone } from 'shared-types/standalone';
import AccessedCompaniesPanel from './AccessedCompaniesPanel';

renderStandalone(AccessedCompaniesPanel);
