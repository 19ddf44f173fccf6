import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** Every text item of the PDF's pages (all, or the first `pages`), whitespace collapsed. */
export async function pdfText(data: Buffer, pages = Infinity): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(data), verbosity: 0 }).promise;
  const parts: string[] = [];
  for (let p = 1; p <= Math.min(pdf.numPages, pages); p++) {
    const content = await (await pdf.getPage(p)).getTextContent();
    for (const item of content.items) if ('str' in item) parts.push(item.str);
  }
  await pdf.destroy();
  return parts.join(' ').replace(/\s+/g, ' ');
}
