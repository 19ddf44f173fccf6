import jsQR from 'jsqr';
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';

interface PdfImage {
  width: number;
  height: number;
  kind: number;
  data: Uint8Array | Uint8ClampedArray;
}

/** RGBA pixels of a pdf.js image (kind 1: 1 bit per pixel, 2: RGB, 3: RGBA). */
function rgba(img: PdfImage): Uint8ClampedArray {
  const out = new Uint8ClampedArray(img.width * img.height * 4);
  const rowBytes = Math.ceil(img.width / 8);
  for (let y = 0; y < img.height; y++)
    for (let x = 0; x < img.width; x++) {
      const p = y * img.width + x;
      let r: number, g: number, b: number;
      if (img.kind === 1) {
        const bit = (img.data[y * rowBytes + (x >> 3)]! >> (7 - (x & 7))) & 1;
        r = g = b = bit ? 255 : 0;
      } else {
        const step = img.kind === 2 ? 3 : 4;
        [r, g, b] = [img.data[p * step]!, img.data[p * step + 1]!, img.data[p * step + 2]!];
      }
      out.set([r, g, b, 255], p * 4);
    }
  return out;
}

/**
 * The texts of every QR code drawn as an image on the PDF's pages: each image is taken from the page's
 * operator list as pixels (pdf.js, no canvas) and decoded with jsQR.
 */
export async function pdfQrCodes(data: Buffer): Promise<string[]> {
  const pdf = await getDocument({
    data: new Uint8Array(data),
    verbosity: 0,
    isOffscreenCanvasSupported: false,
  }).promise;
  const found: string[] = [];
  for (let p = 1; p <= pdf.numPages; p++) {
    const page = await pdf.getPage(p);
    const ops = await page.getOperatorList();
    for (const [i, fn] of ops.fnArray.entries()) {
      if (fn !== OPS.paintImageXObject) continue;
      const name = (ops.argsArray[i] as [string])[0];
      const img = await new Promise<PdfImage>((resolve) => page.objs.get(name, resolve));
      const code = jsQR(rgba(img), img.width, img.height);
      if (code) found.push(code.data);
    }
  }
  await pdf.destroy();
  return found;
}

/** Number of pages, and the share of the last page's usable height its text reaches (1 = full). */
export async function pdfLastPageFill(data: Buffer, margin = 56): Promise<{ pages: number; share: number }> {
  const pdf = await getDocument({ data: new Uint8Array(data), verbosity: 0 }).promise;
  const page = await pdf.getPage(pdf.numPages);
  const [, , , height] = page.view as [number, number, number, number];
  let lowest = height;
  for (const item of (await page.getTextContent()).items)
    if ('str' in item && item.str.trim()) lowest = Math.min(lowest, item.transform[5] as number);
  const pages = pdf.numPages;
  await pdf.destroy();
  return { pages, share: (height - margin - lowest) / (height - 2 * margin) };
}
