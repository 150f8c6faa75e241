import { renderStandalone } from 'shared-types/standalone';
import CompanyDetailsPage from './CompanyDetailsPage';

void renderStandalone(CompanyDetailsPage);
