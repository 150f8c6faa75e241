/** The reading aids' labels (issue 30 item 6; docs/company-page.md 'Reading the page'). */
export const SHOW_THE_WORKING = 'Show the working';
export const HIDE_THE_WORKING = 'Hide the working';
export const SECTION_BAR_LABEL = 'Sections of this research';
