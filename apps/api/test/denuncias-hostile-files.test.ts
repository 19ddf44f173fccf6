/**
 * Issue 17, item 11: attachments refused for what they hold, not only for their type — a PDF whose
 * opening or page action runs JavaScript or a program, an image whose header claims 20,000 × 20,000
 * pixels, markup in a JPEG comment or in image metadata, a PDF+ZIP polyglot padded past the last 64 KiB.
 * Each hostile file is built here, byte by byte; each upload must answer 400 with the errors map and
 * leave neither a row nor a file. Ordinary files with the same features used harmlessly pass.
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import { MESSAGES } from '@rnt/contract/messages';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalStorage } from '../src/lib/storage/local-storage';
import {
  jpegFile,
  jpegSegment,
  multipartBody,
  pdfFile,
  pngChunk,
  pngFile,
  zipFile,
  type FilePart,
} from './helpers/multipart';
import { validDenuncia } from './helpers/sample-requests';
import { createTestApp, type TestApp } from './helpers/test-app';
import { testRows } from '@rnt/db/testing';

let t: TestApp;
let folder: string;
let modalidadId: number;

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'rnt-adjuntos-'));
  t = await createTestApp({
    storage: new LocalStorage(folder),
    denunciasRateLimit: { max: 10_000, timeWindowMs: 60_000 },
  });
  [{ id: modalidadId }] = (await testRows<{ id: number }>(
    t.database.db,
    sql`SELECT id FROM modalidades WHERE estado_id IN (11, 13) ORDER BY id LIMIT 1`,
  )) as [{ id: number }];
});
afterAll(async () => {
  await t.close();
  await rm(folder, { recursive: true, force: true });
});

const send = (file: FilePart) => {
  const body = multipartBody(validDenuncia(modalidadId), [file]);
  return t.app.inject({
    method: 'POST',
    url: '/api/public_tramites/denuncias',
    payload: body.payload,
    headers: body.headers,
  });
};
const rowCount = async () =>
  Number((await testRows<{ n: string }>(t.database.db, sql`SELECT count(*) n FROM denuncias`))[0]!.n);
const storedFiles = async () =>
  (await readdir(folder, { recursive: true, withFileTypes: true })).filter((e) => e.isFile()).length;

/** A PDF with `catalog` entries in its catalogue dictionary, padded to about `bytes`. */
function pdfWith(catalog: string, bytes = 8192): Buffer {
  const head = `%PDF-1.7\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R ${catalog} >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\n`;
  const tail = 'trailer\n<< /Root 1 0 R >>\n%%EOF\n';
  return Buffer.from(head + ' '.repeat(Math.max(0, bytes - head.length - tail.length)) + tail, 'latin1');
}

/**
 * A PDF whose objects 4 0 … are kept in a compressed object stream (PDF 1.5+), as most generators write
 * them now: `objects` is their text, deflated unless `filter` says otherwise.
 */
function pdfWithObjectStream(objects: string, filter = '/FlateDecode', data?: Buffer): Buffer {
  const packed = data ?? deflateSync(Buffer.from(`4 0 ${objects}`, 'latin1'));
  return Buffer.concat([
    pdfWith('/OpenAction 4 0 R', 2048).subarray(0, -6),
    Buffer.from(
      `3 0 obj\n<< /Type /ObjStm /N 1 /First 4 /Filter ${filter} /Length ${packed.length} >>\nstream\n`,
    ),
    packed,
    Buffer.from('\nendstream\nendobj\n%%EOF\n'),
  ]);
}

/** A PNG text chunk: tEXt as given, zTXt deflated, iTXt with its flag, language and translated keyword. */
const pngText = (type: 'tEXt' | 'zTXt' | 'iTXt', text: Buffer, compressed = false) =>
  pngChunk(
    type,
    Buffer.concat([
      Buffer.from('Comment\0'),
      type === 'zTXt' ? Buffer.from([0]) : Buffer.alloc(0),
      type === 'iTXt' ? Buffer.from([compressed ? 1 : 0, 0, ...Buffer.from('es\0\0')]) : Buffer.alloc(0),
      type === 'zTXt' || compressed ? deflateSync(text) : text,
    ]),
  );

/** JPEG image data as an encoder writes it: every 0xFF byte followed by a stuffed 0x00. */
const stuffed = (data: Buffer) => {
  const out: number[] = [];
  for (const byte of data) out.push(...(byte === 0xff ? [0xff, 0] : [byte]));
  return Buffer.from(out);
};

const ACTIVE = { imagen: [MESSAGES.archivoContenidoActivo] };
const TOO_LARGE = { imagen: [MESSAGES.archivoDimensiones] };
const WRONG_TYPE = { imagen: [MESSAGES.archivoTipo] };

describe('hostile attachments are refused, nothing stored', () => {
  const cases: [string, FilePart, Record<string, string[]>][] = [
    [
      'PDF that runs JavaScript when opened (/OpenAction)',
      {
        name: 'carta.pdf',
        content: pdfWith('/OpenAction << /S /JavaScript /JS (app.alert\\(1\\)) >>'),
      },
      ACTIVE,
    ],
    [
      'PDF whose page action launches a program (/AA /Launch)',
      { name: 'carta.pdf', content: pdfWith('/AA << /O << /S /Launch /F (cmd.exe) >> >>') },
      ACTIVE,
    ],
    [
      'PDF with the action name hidden in #xx escapes (/J#61vaScript)',
      { name: 'carta.pdf', content: pdfWith('/OpenAction << /S /J#61vaScript /J#53 (x) >>') },
      ACTIVE,
    ],
    [
      'PDF with JavaScript far from its start and end (in the middle of 3 MB)',
      {
        name: 'expediente.pdf',
        content: Buffer.concat([
          pdfFile(1_500_000).subarray(0, -10),
          Buffer.from('\n5 0 obj << /S /JavaScript /JS (x) >> endobj\n'),
          pdfFile(1_500_000).subarray(20),
        ]),
      },
      ACTIVE,
    ],
    [
      'PDF whose /OpenAction opens a javascript: URI',
      {
        name: 'carta.pdf',
        content: pdfWith('/OpenAction << /S /URI /URI (javascript:app.alert\\(1\\)) >>'),
      },
      ACTIVE,
    ],
    [
      'PDF whose javascript: URI is written with escapes (octal, hex string, spaces, case)',
      {
        name: 'carta.pdf',
        content: pdfWith(
          '/OpenAction << /S /URI /URI ( \\112ava\\tScRiPt:x) >> /AA << /O << /S /URI /URI <6A617661736372697074 3A78> >> >>',
        ),
      },
      ACTIVE,
    ],
    [
      'PDF with a form that submits itself (/SubmitForm)',
      { name: 'carta.pdf', content: pdfWith('/OpenAction << /S /SubmitForm /F (https://evil.example) >>') },
      ACTIVE,
    ],
    [
      'PDF with an XFA form (/XFA)',
      { name: 'carta.pdf', content: pdfWith('/AcroForm << /Fields [] /XFA 5 0 R >>') },
      ACTIVE,
    ],
    [
      'PDF that imports data (/ImportData)',
      { name: 'carta.pdf', content: pdfWith('/OpenAction << /S /ImportData /F (datos.fdf) >>') },
      ACTIVE,
    ],
    [
      'PDF with rich media (/RichMedia)',
      { name: 'carta.pdf', content: pdfWith('/Names << /X << /Subtype /RichMedia >> >>') },
      ACTIVE,
    ],
    [
      'PDF with an embedded file (/EmbeddedFile, escaped)',
      { name: 'carta.pdf', content: pdfWith('/Names << /Embedded#46iles << /Names [(a.exe) 6 0 R] >> >>') },
      ACTIVE,
    ],
    [
      'PDF with /JavaScript inside a compressed object stream',
      { name: 'carta.pdf', content: pdfWithObjectStream('<< /S /JavaScript /JS (app.alert\\(1\\)) >>') },
      ACTIVE,
    ],
    [
      'PDF with an escaped /J#61vaScript, a /Launch and a javascript: URI in compressed object streams',
      {
        name: 'carta.pdf',
        content: Buffer.concat([
          pdfWithObjectStream('<< /S /J#61vaScript /J#53 (x) >>'),
          pdfWithObjectStream('<< /S /Launch /F (cmd.exe) >>'),
        ]),
      },
      ACTIVE,
    ],
    [
      'PDF with a javascript: URI in a compressed object stream',
      { name: 'carta.pdf', content: pdfWithObjectStream('<< /S /URI /URI (javascript:x) >>') },
      ACTIVE,
    ],
    [
      'PDF whose compressed stream is hidden under another encoding ([/ASCIIHexDecode /FlateDecode])',
      {
        name: 'carta.pdf',
        content: pdfWithObjectStream(
          '',
          '[/ASCIIHexDecode /FlateDecode]',
          Buffer.from(deflateSync('4 0 << /S /JavaScript /JS (x) >>').toString('hex')),
        ),
      },
      ACTIVE,
    ],
    [
      'PDF whose compressed stream does not inflate',
      { name: 'carta.pdf', content: pdfWithObjectStream('', '/FlateDecode', randomBytes(2000)) },
      ACTIVE,
    ],
    [
      'PNG with a <script> in a compressed text chunk (zTXt)',
      {
        name: 'foto.png',
        content: pngFile({ chunks: [pngText('zTXt', Buffer.from('<script>alert(1)</script>'))] }),
      },
      ACTIVE,
    ],
    [
      'PNG with <svg onload> written in UTF-16 in an international text chunk (iTXt)',
      {
        name: 'foto.png',
        content: pngFile({ chunks: [pngText('iTXt', Buffer.from('<svg onload=alert(1)>', 'utf16le'))] }),
      },
      ACTIVE,
    ],
    [
      'PNG with <svg onload> in UTF-16 big-endian, outside any text chunk',
      {
        name: 'foto.png',
        content: pngFile({
          chunks: [pngChunk('exIf', Buffer.from('<svg onload=alert(1)>', 'utf16le').swap16())],
        }),
      },
      ACTIVE,
    ],
    [
      'PNG with an <iframe> in a compressed iTXt chunk',
      {
        name: 'foto.png',
        content: pngFile({ chunks: [pngText('iTXt', Buffer.from('<iframe src=x>'), true)] }),
      },
      ACTIVE,
    ],
    [
      'PNG with bytes after its end (IEND) that are no markup',
      { name: 'foto.png', content: Buffer.concat([pngFile(), Buffer.from('otro archivo')]) },
      ACTIVE,
    ],
    [
      'JPEG with an HTML page after its end (EOI)',
      { name: 'foto.jpg', content: Buffer.concat([jpegFile(4096), Buffer.from('<html><body>hola')]) },
      ACTIVE,
    ],
    [
      'JPEG with bytes after its end (EOI) that are no markup',
      { name: 'foto.jpg', content: Buffer.concat([jpegFile(4096), Buffer.from('otro archivo')]) },
      ACTIVE,
    ],
    [
      'PNG whose header claims 20,000 × 20,000 pixels',
      { name: 'foto.png', content: pngFile({ width: 20_000, height: 20_000 }) },
      TOO_LARGE,
    ],
    [
      'PNG of 9,000 × 9,000 (each side allowed, 81 megapixels not)',
      { name: 'foto.png', content: pngFile({ width: 9000, height: 9000 }) },
      TOO_LARGE,
    ],
    [
      'JPEG whose frame header claims 20,000 × 20,000 pixels',
      { name: 'foto.jpg', content: jpegFile(4096, { width: 20_000, height: 20_000 }) },
      TOO_LARGE,
    ],
    [
      'JPEG whose comment (COM) holds <script>',
      {
        name: 'foto.jpg',
        content: jpegFile(4096, { segments: [jpegSegment(0xfe, Buffer.from('<script>alert(1)</script>'))] }),
      },
      ACTIVE,
    ],
    [
      'JPEG whose comment holds any markup (<b>)',
      {
        name: 'foto.jpg',
        content: jpegFile(4096, { segments: [jpegSegment(0xfe, Buffer.from('<b>hola</b>'))] }),
      },
      ACTIVE,
    ],
    [
      'JPEG whose EXIF metadata holds an <iframe>',
      {
        name: 'foto.jpg',
        content: jpegFile(4096, {
          segments: [jpegSegment(0xe1, Buffer.from('Exif\0\0<iframe src="https://evil.example">'))],
        }),
      },
      ACTIVE,
    ],
    [
      'JPEG whose frame header is pushed past 200 KB of metadata and claims 20,000 × 20,000',
      {
        name: 'foto.jpg',
        content: jpegFile(0, {
          width: 20_000,
          height: 20_000,
          segments: Array.from({ length: 4 }, () => jpegSegment(0xe2, Buffer.alloc(60_000, 0x41))),
        }),
      },
      TOO_LARGE,
    ],
    [
      'JPEG with no frame header before its image data',
      {
        name: 'foto.jpg',
        content: Buffer.concat([
          Buffer.from([0xff, 0xd8]),
          jpegSegment(0xe0, Buffer.from('JFIF\0')),
          jpegSegment(0xda, Buffer.from([1, 1, 0, 0, 0x3f, 0])),
          Buffer.alloc(4096),
        ]),
      },
      WRONG_TYPE,
    ],
    [
      'PNG with a <script> in a text chunk',
      {
        name: 'foto.png',
        content: pngFile({ chunks: [pngChunk('tEXt', Buffer.from('Comment\0<script>alert(1)</script>'))] }),
      },
      ACTIVE,
    ],
    [
      'PNG with an HTML page after its end',
      { name: 'foto.png', content: Buffer.concat([pngFile(), Buffer.from('<html><body onload=alert(1)>')]) },
      ACTIVE,
    ],
    [
      'PDF+ZIP polyglot padded with 200 KB after the archive (past the last 64 KiB)',
      {
        name: 'expediente.pdf',
        content: Buffer.concat([
          pdfFile(8192),
          zipFile('payload.html', Buffer.from('<script>alert(1)</script>')),
          pdfFile(200_000).subarray(9),
        ]),
      },
      WRONG_TYPE,
    ],
    [
      'PDF with a ZIP inside (local file header only, no directory) in its middle',
      {
        name: 'expediente.pdf',
        content: Buffer.concat([
          pdfFile(100_000),
          zipFile('a.js', Buffer.from('alert(1)')).subarray(0, 40),
          pdfFile(100_000).subarray(9),
        ]),
      },
      WRONG_TYPE,
    ],
    [
      'PNG+ZIP padded after the archive',
      {
        name: 'foto.png',
        content: Buffer.concat([
          pngFile(),
          zipFile('a.html', Buffer.from('<p>')),
          Buffer.alloc(100_000, 0x20),
        ]),
      },
      WRONG_TYPE,
    ],
  ];

  it.each(cases)('%s', async (_name, file, errors) => {
    const [rowsBefore, filesBefore] = [await rowCount(), await storedFiles()];
    const res = await send(file);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({ message: MESSAGES.solicitudInvalida, errors });
    expect(await rowCount()).toBe(rowsBefore);
    expect(await storedFiles()).toBe(filesBefore);
  });
});

describe('ordinary files with the same features are accepted', () => {
  const accepted: [string, FilePart][] = [
    [
      'PDF whose /OpenAction only sets the first view',
      { name: 'carta.pdf', content: pdfWith('/OpenAction [3 0 R /FitH null] /Names << /Dests 4 0 R >>') },
    ],
    [
      'PNG of 4,000 × 3,000 (a 12 MP photo)',
      { name: 'foto.png', content: pngFile({ width: 4000, height: 3000 }) },
    ],
    [
      'JPEG of 8,160 × 6,120 (a 50 MP phone photo) with a plain comment and XMP metadata',
      {
        name: 'foto.jpg',
        content: jpegFile(4096, {
          width: 8160,
          height: 6120,
          segments: [
            jpegSegment(0xfe, Buffer.from('Creado con GIMP')),
            jpegSegment(
              0xe1,
              Buffer.from(
                'http://ns.adobe.com/xap/1.0/\0<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF></rdf:RDF></x:xmpmeta>',
              ),
            ),
          ],
        }),
      },
    ],
    [
      'JPEG with 5 MB of random image data (no chance match of a ZIP record, a tag or an end marker)',
      { name: 'foto.jpg', content: jpegFile(0, { data: stuffed(randomBytes(5_000_000)) }) },
    ],
    [
      'PDF with compressed content and object streams, and an ordinary web link',
      {
        name: 'carta.pdf',
        content: Buffer.concat([
          pdfWithObjectStream('<< /S /URI /URI (https://www.transparencia.gob.sv/) >>'),
          pdfWithObjectStream('', '[/FlateDecode /DCTDecode]', deflateSync(jpegFile(2048))),
          pdfWithObjectStream(
            '',
            '/FlateDecode',
            deflateSync(Buffer.alloc(3_000_000, 'BT /F1 12 Tf (Hola) Tj ET\n')),
          ),
        ]),
      },
    ],
    [
      'PNG with ordinary text chunks of every kind',
      {
        name: 'foto.png',
        content: pngFile({
          chunks: [
            pngText('tEXt', Buffer.from('Creado con GIMP')),
            pngText('zTXt', Buffer.from('Fotografía de la constancia, 3 < 4')),
            pngText('iTXt', Buffer.from('Descripción en UTF-8: señal')),
            pngText('iTXt', Buffer.from('Comprimido'), true),
          ],
        }),
      },
    ],
  ];

  it.each(accepted)('%s', async (_name, file) => {
    const res = await send(file);
    expect(res.statusCode, res.body).toBe(201);
  });
});
