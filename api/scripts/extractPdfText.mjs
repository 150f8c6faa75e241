// Prints the text of a PDF as JSON, page by page: `node extractPdfText.mjs file.pdf`. unpdf is ESM
// only, so tests run this in a child process rather than importing it under jest.
import { readFileSync } from 'node:fs';
import { extractText, getDocumentProxy } from 'unpdf';

const pdf = await getDocumentProxy(new Uint8Array(readFileSync(process.argv[2])));
const { totalPages, text } = await extractText(pdf, { mergePages: false });
process.stdout.write(JSON.stringify({ totalPages, text }));
