import { ACCESS_LIMIT_MESSAGE } from 'shared-types/api';
import { upgradeDialogOpened, useAppDispatch } from 'shared-types/shell';
import { renderStandalone } from 'shared-types/standalone';
import UpgradeModal from './UpgradeModal';

/** The standalone page has no search remote to hit the limit: this button opens the dialog the way it would. */
function StandaloneUpgradePage() {
  const dispatch = useAppDispatch();
  return (
    <>
      <button type="button" onClick={() => dispatch(upgradeDialogOpened({ message: ACCESS_LIMIT_MESSAGE }))}>
        Open the upgrade dialog
      </button>
      <UpgradeModal />
    </>
  );
}

void renderStandalone(StandaloneUpgradePage);
