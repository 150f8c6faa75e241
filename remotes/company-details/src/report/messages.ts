// User-facing texts of the PDF report button (docs/premium-report.md).
export const DOWNLOAD_REPORT = 'Download PDF report';
export const PREPARING_REPORT = 'Preparing the report...';
export const REPORT_FAILED = 'The report could not be downloaded. Please try again.';
export const REPORT_RESEARCH_FIRST = 'Research this company first to download its report.';
