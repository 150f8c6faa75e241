// Behaviour shared by the shell's and the remotes' own components. Plain functions
// and hooks with no state of their own, so each app may bundle its own copy.
export * from './modalDialog';
export * from './saveFile';
