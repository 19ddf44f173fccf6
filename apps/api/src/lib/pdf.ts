/** Server-side PDF rendering with pdfkit, and the headers that let browsers save it under a Spanish name. */
import type { FastifyReply } from 'fastify';
import PDFDocument from 'pdfkit';
import type { OfficialDocument } from './official-documents';

/** The 200 answer of a route that sends a PDF, for its OpenAPI schema (declared in the contract). */
export { pdfResponse } from '@rnt/contract/api-common';

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

/**
 * The first page of a published document: "República de El Salvador", the issuing body, the title,
 * its number, place and date, the Diario Oficial line, the body and its data, then who signs.
 */
export function drawOfficialDocument(doc: Pdf, d: OfficialDocument): void {
  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor('#444')
    .text('REPÚBLICA DE EL SALVADOR', { align: 'center', width });
  doc.font('Helvetica-Bold').fontSize(11).fillColor('#1c3d6e').text(d.emisor, { align: 'center', width });
  doc.moveDown(0.8);
  doc.font('Helvetica-Bold').fontSize(16).fillColor('#000').text(d.titulo, { align: 'center', width });
  if (d.referencia)
    doc.font('Helvetica').fontSize(11).fillColor('#333').text(d.referencia, { align: 'center', width });
  if (d.diarioOficial)
    doc.font('Helvetica-Oblique').fontSize(10).text(d.diarioOficial, { align: 'center', width });
  const y = doc.moveDown(0.6).y;
  doc
    .moveTo(doc.page.margins.left, y)
    .lineTo(doc.page.margins.left + width, y)
    .strokeColor('#1c3d6e')
    .stroke();
  doc.moveDown(0.8).fillColor('#000').font('Helvetica').fontSize(11);
  for (const parrafo of d.parrafos) doc.text(parrafo, { align: 'justify', width }).moveDown(0.6);
  if (d.campos.length > 0) {
    doc.moveDown(0.4);
    for (const [label, value] of d.campos) drawField(doc, label, value);
  }
  if (d.lugarFecha) doc.moveDown().font('Helvetica').text(d.lugarFecha, { width });
  if (d.firma) {
    doc.moveDown(2.5).text('_______________________________', { align: 'center', width });
    doc.text(d.firma, { align: 'center', width });
  }
  doc
    .moveDown(2)
    .fontSize(8)
    .fillColor('#555')
    .text(
      'Representación impresa generada por el portal del Registro Nacional de Trámites a partir del registro.',
      {
        width,
      },
    );
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
