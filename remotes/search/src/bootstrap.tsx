import { renderStandalone } from 'shared-types/standalone';
import SearchPage from './SearchPage';

void renderStandalone(SearchPage);
