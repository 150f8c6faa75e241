import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const SCRIPT = path.resolve(__dirname, '../../../../scripts/extractPdfText.mjs');

/** A PDF's text, page by page, as pdf.js extracts it (unpdf is ESM only: run in a child process). */
export async function pdfText(bytes: Uint8Array): Promise<{ totalPages: number; text: string[] }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'report-'));
  try {
    const file = path.join(dir, 'report.pdf');
    writeFileSync(file, bytes);
    const { stdout } = await promisify(execFile)(process.execPath, [SCRIPT, file], { maxBuffer: 16 * 1024 * 1024 });
    return JSON.parse(stdout) as { totalPages: number; text: string[] };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
