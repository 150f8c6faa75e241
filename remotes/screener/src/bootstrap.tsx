import { renderStandalone } from 'shared-types/standalone';
import ScreenerPage from './ScreenerPage';

void renderStandalone(ScreenerPage);
