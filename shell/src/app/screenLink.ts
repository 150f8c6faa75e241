/** The screener's link, in the research section and the account menu (docs/screener.md, 'The page'). */
export const SCREEN_ALL_LABEL = 'Screen all companies';
export const SCREEN_LINK_LINE = 'Filter every company by its figures, rank them, save the screen and compare companies side by side.';
