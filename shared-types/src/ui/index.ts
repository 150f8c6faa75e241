// Behaviour shared by the shell's and the remotes' own components. Plain functions,
// hooks and small components with no state of their own (no store, no module state),
// so each app may bundle its own copy.
export * from './modalDialog';
export * from './saveFile';
export * from './attachmentDownload';
export * from './ExcelDownloadButton';
