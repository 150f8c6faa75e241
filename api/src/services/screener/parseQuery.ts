/** The screener's one parser, shared with the UI (docs/screener.md): the API never reads a query any other way. */
export { parseScreenQuery } from 'shared-types/api';
