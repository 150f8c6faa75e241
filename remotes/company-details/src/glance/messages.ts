// Words of the 'At a glance' pillar lines, still built as English sentences around figures
// (pillarText); the card's labels are the catalogue's (shared-types/src/messages/en/view.ts).
export const NOT_ASSESSED = 'not assessed';
export const NOT_SCORED = 'not scored';
