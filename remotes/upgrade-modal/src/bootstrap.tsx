import { renderStandalone } from 'shared-types/standalone';
import UpgradeModal from './UpgradeModal';

renderStandalone(UpgradeModal);
