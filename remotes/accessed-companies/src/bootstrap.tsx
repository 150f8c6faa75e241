import { renderStandalone } from 'shared-types/standalone';
import AccessedCompaniesPanel from './AccessedCompaniesPanel';

// The standalone shell keeps the access summary loaded, as the page's shell does.
void renderStandalone(AccessedCompaniesPanel);
