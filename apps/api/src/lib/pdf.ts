/** Server-side PDF rendering with pdfkit, and the headers that let browsers save it under a Spanish name. */
import { z } from '@rnt/contract/zod';
import type { FastifyReply } from 'fastify';
import PDFDocument from 'pdfkit';

/** The 200 answer of a route that sends a PDF, for its OpenAPI schema (the body is bytes, not JSON). */
export const pdfResponse = {
  description: 'Documento PDF',
  content: { 'application/pdf': { schema: z.string().describe('Bytes del PDF') } },
};

export type Pdf = InstanceType<typeof PDFDocument>;

/** Renders a Letter-size PDF in memory (documents here are a few pages). */
export function renderPdf(title: string, draw: (doc: Pdf) => void): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'LETTER',
      margin: 56,
      info: { Title: title, Author: 'Registro Nacional de Trámites', Producer: 'Portal RNT' },
      lang: 'es-SV',
    });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    draw(doc);
    doc.end();
  });
}

/** A heading, then label: value lines; the common layout of generated documents. */
export function drawHeader(doc: Pdf, title: string, subtitle?: string): void {
  doc.fontSize(9).fillColor('#444').text('República de El Salvador · Registro Nacional de Trámites');
  doc.moveDown(0.5);
  doc.fontSize(16).fillColor('#1c3d6e').text(title);
  if (subtitle) doc.fontSize(11).fillColor('#333').text(subtitle);
  doc.moveDown();
  doc.fillColor('#000').fontSize(11);
}

export function drawField(doc: Pdf, label: string, value: string | number | null | undefined): void {
  doc
    .font('Helvetica-Bold')
    .text(`${label}: `, { continued: true })
    .font('Helvetica')
    .text(value == null || value === '' ? '—' : String(value));
}

/** `Content-Disposition` with an ASCII fallback and the UTF-8 Spanish name (RFC 6266). */
export function sendPdf(
  reply: FastifyReply,
  pdf: Buffer,
  fileName: string,
  disposition: 'inline' | 'attachment' = 'inline',
) {
  const ascii = fileName
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\w.\- ]/g, '_');
  return reply
    .type('application/pdf')
    .header(
      'Content-Disposition',
      `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
    )
    .header('Cache-Control', 'public, max-age=3600')
    .send(pdf);
}
