import { saveFile } from 'shared-types/ui';

/** 'conviction-export-2025-03-12.json', dated by when the server made the export. */
export function exportFileName(exportedAt: string): string {
  const day = /^\d{4}-\d{2}-\d{2}/.exec(exportedAt)?.[0] ?? new Date().toISOString().slice(0, 10);
  return `conviction-export-${day}.json`;
}

/** Saves `data` as a JSON file through the browser's own download, without leaving the page. */
export function saveJsonFile(data: unknown, fileName: string): void {
  saveFile(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }), fileName);
}
