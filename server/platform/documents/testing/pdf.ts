import { extractText, getDocumentProxy } from 'unpdf';
import type { TestPlatform } from '../../testing/harness';

/** A PDF's text as a reader's tool sees it (pdf.js), pages joined, runs of spaces made one. */
export async function pdfText(bytes: Uint8Array): Promise<{ text: string; pages: number; title: string }> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text, totalPages } = await extractText(pdf, { mergePages: true });
  const meta = await pdf.getMetadata();
  const title = String((meta.info as { Title?: string }).Title ?? '');
  return { text: text.replace(/[ \t]+/g, ' '), pages: totalPages, title };
}

/** GETs a stored file through the API and returns its bytes and headers. */
export async function download(p: TestPlatform, path: string, token?: string) {
  const res = await fetch(`${p.base}${path}`, { headers: token ? { 'api-token': token } : {} });
  return { status: res.status, headers: res.headers, bytes: new Uint8Array(await res.arrayBuffer()) };
}
