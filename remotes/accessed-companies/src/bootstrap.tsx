import { skipToken } from '@reduxjs/toolkit/query/react';
import { selectUserId, useAppSelector, useGetAccessSummaryQuery } from 'shared-types/shell';
import { renderStandalone } from 'shared-types/standalone';
import AccessedCompaniesPanel from './AccessedCompaniesPanel';

/** In the page the shell keeps the access summary loaded; standalone, this page does it instead. */
function StandaloneAccessedPage() {
  const userId = useAppSelector(selectUserId);
  useGetAccessSummaryQuery(userId ?? skipToken);
  return <AccessedCompaniesPanel />;
}

renderStandalone(StandaloneAccessedPage);
