import PDFDocument from 'pdfkit';
import SVGtoPDF from 'svg-to-pdfkit';
import type { Brand } from './brand';
import { documentFonts } from './fonts';

/**
 * What a template hands the engine: a title, who it is for, and blocks in reading order. Templates say
 * what a document holds; this module alone says how it looks (one engine, decision 0600).
 */
export interface DocumentSpec {
  title: string;
  /** Under the title: the period, the account. */
  subtitle?: string;
  /** The addressee block of a letter or statement. */
  recipient?: { name: string; lines: string[] };
  blocks: Block[];
}

export type Align = 'left' | 'right';
export interface Column {
  header: string;
  align?: Align;
  /** Share of the page's width; the columns' shares are scaled to fill it. */
  width?: number;
}

export type Block =
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'facts'; rows: [label: string, value: string][] }
  | { kind: 'table'; columns: Column[]; rows: string[][]; total?: string[] }
  | { kind: 'note'; text: string };

/** What every page carries besides the template's blocks. */
export interface Stamp {
  reference: string;
  /** "26 November 2026 at 14:35", en-GB, UK time. */
  generatedAt: string;
}

const A4 = { margin: 50, header: 70, footer: 45 };
const MUTED = '#555555';
const RULE = '#cccccc';

type Doc = PDFKit.PDFDocument;

/** Renders a document to PDF bytes: branded header, the blocks, and a footer with page n of m on every page. */
export async function renderPdf(spec: DocumentSpec, brand: Brand, stamp: Stamp): Promise<Uint8Array> {
  const doc = new PDFDocument({
    size: 'A4',
    bufferPages: true,
    margins: { top: A4.margin + A4.header, bottom: A4.margin + A4.footer, left: A4.margin, right: A4.margin },
    info: { Title: `${spec.title} – ${brand.windowTitle}`, Author: brand.firmName, Subject: stamp.reference },
    displayTitle: true,
    lang: 'en-GB',
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const finished = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  const fonts = documentFonts();
  doc.registerFont('Body', fonts.body);
  doc.registerFont('Bold', fonts.bold);
  doc.font('Body').fontSize(10).fillColor('black');

  titleBlock(doc, spec, brand);
  for (const block of spec.blocks) drawBlock(doc, block, brand);

  const pages = doc.bufferedPageRange();
  for (let i = 0; i < pages.count; i++) {
    doc.switchToPage(pages.start + i);
    header(doc, brand);
    footer(doc, brand, stamp, i + 1, pages.count);
  }
  doc.end();
  await finished;
  return new Uint8Array(Buffer.concat(chunks));
}

const contentWidth = (doc: Doc) => doc.page.width - doc.page.margins.left - doc.page.margins.right;
const bottom = (doc: Doc) => doc.page.height - doc.page.margins.bottom;

function header(doc: Doc, brand: Brand) {
  const top = A4.margin;
  const left = doc.page.margins.left;
  let drawn = false;
  if (brand.logo) drawn = drawLogo(doc, brand.logo, left, top - 10, 140, 44);
  if (!drawn)
    doc
      .font('Bold')
      .fontSize(14)
      .fillColor(brand.primaryColour)
      .text(brand.firmName, left, top, { lineBreak: false });
  doc
    .moveTo(left, top + 45)
    .lineTo(doc.page.width - doc.page.margins.right, top + 45)
    .lineWidth(2)
    .strokeColor(brand.accentColour)
    .stroke();
}

/** A logo that cannot be drawn (a broken file) leaves the firm's name in its place, never a failed document. */
function drawLogo(
  doc: Doc,
  logo: NonNullable<Brand['logo']>,
  x: number,
  y: number,
  width: number,
  height: number,
) {
  try {
    if (logo.contentType === 'image/svg+xml')
      SVGtoPDF(doc, new TextDecoder().decode(logo.bytes), x, y, {
        width,
        height,
        preserveAspectRatio: 'xMinYMid meet',
      });
    else if (logo.contentType === 'image/png')
      doc.image(Buffer.from(logo.bytes), x, y, { fit: [width, height] });
    else return false;
    return true;
  } catch {
    return false;
  }
}

function footer(doc: Doc, brand: Brand, stamp: Stamp, page: number, pages: number) {
  const left = doc.page.margins.left;
  const width = contentWidth(doc);
  const y = doc.page.height - A4.margin - A4.footer + 10;
  // Writing below the bottom margin would start a new page: lift it while the footer is drawn.
  const margin = doc.page.margins.bottom;
  doc.page.margins.bottom = 0;
  doc
    .moveTo(left, y - 6)
    .lineTo(left + width, y - 6)
    .lineWidth(0.5)
    .strokeColor(RULE)
    .stroke();
  doc.font('Body').fontSize(7.5).fillColor(MUTED);
  doc.text(brand.footerText, left, y, { width: width * 0.62 });
  doc.text(`Reference ${stamp.reference}`, left, y, { width, align: 'right' });
  doc.text(`Generated ${stamp.generatedAt}`, left, y + 10, { width, align: 'right' });
  doc.text(`Page ${page} of ${pages}`, left, y + 20, { width, align: 'right' });
  doc.page.margins.bottom = margin;
}

function titleBlock(doc: Doc, spec: DocumentSpec, brand: Brand) {
  const left = doc.page.margins.left;
  if (spec.recipient) {
    doc.font('Bold').fontSize(10).fillColor('black').text(spec.recipient.name, left);
    doc.font('Body');
    for (const line of spec.recipient.lines) doc.text(line);
    doc.moveDown(1.5);
  }
  doc.font('Bold').fontSize(18).fillColor(brand.primaryColour).text(spec.title, left);
  if (spec.subtitle) doc.font('Body').fontSize(11).fillColor(MUTED).text(spec.subtitle);
  doc.moveDown(1);
  doc.font('Body').fontSize(10).fillColor('black');
}

function drawBlock(doc: Doc, block: Block, brand: Brand) {
  const left = doc.page.margins.left;
  const width = contentWidth(doc);
  switch (block.kind) {
    case 'heading':
      if (doc.y + 60 > bottom(doc)) doc.addPage();
      doc
        .moveDown(0.6)
        .font('Bold')
        .fontSize(12)
        .fillColor(brand.primaryColour)
        .text(block.text, left, doc.y, { width });
      doc.moveDown(0.3).font('Body').fontSize(10).fillColor('black');
      return;
    case 'paragraph':
      keepTogether(doc, block.text, 10, width);
      doc
        .font('Body')
        .fontSize(10)
        .fillColor('black')
        .text(block.text, left, doc.y, { width, align: 'left' });
      doc.moveDown(0.6);
      return;
    case 'note':
      keepTogether(doc, block.text, 8.5, width);
      doc.font('Body').fontSize(8.5).fillColor(MUTED).text(block.text, left, doc.y, { width });
      doc.moveDown(0.5).fillColor('black').fontSize(10);
      return;
    case 'facts':
      return drawTable(
        doc,
        brand,
        [
          { header: '', width: 2 },
          { header: '', width: 3 },
        ],
        block.rows,
        undefined,
        false,
      );
    case 'table':
      return drawTable(doc, brand, block.columns, block.rows, block.total, true);
  }
}

/**
 * A short paragraph that would not fit starts on the next page rather than leave a line or two stranded
 * there; a long one flows across the break as it must.
 */
function keepTogether(doc: Doc, text: string, size: number, width: number) {
  const height = doc.font('Body').fontSize(size).heightOfString(text, { width });
  const room = bottom(doc) - doc.y;
  if (height > room && height < (bottom(doc) - doc.page.margins.top) / 3) doc.addPage();
}

type RowKind = 'header' | 'body' | 'total';
const ROW_FONT: Record<RowKind, string> = { header: 'Bold', body: 'Body', total: 'Bold' };

/** A table that flows over pages, repeating its header row on each; rows never split. */
function drawTable(
  doc: Doc,
  brand: Brand,
  columns: Column[],
  rows: string[][],
  total: string[] | undefined,
  headed: boolean,
) {
  const left = doc.page.margins.left;
  const width = contentWidth(doc);
  const share = columns.reduce((s, c) => s + (c.width ?? 1), 0);
  const widths = columns.map((c) => ((c.width ?? 1) / share) * width);
  const pad = 4;
  const cellOptions = (i: number) => ({ width: widths[i] - 2 * pad, align: columns[i].align ?? 'left' });
  const drawRow = (cells: string[], kind: RowKind) => {
    doc.font(ROW_FONT[kind]).fontSize(9);
    const height = Math.max(...cells.map((text, i) => doc.heightOfString(text, cellOptions(i)))) + 2 * pad;
    if (doc.y + height > bottom(doc)) {
      doc.addPage();
      if (headed && kind !== 'header')
        drawRow(
          columns.map((c) => c.header),
          'header',
        );
      doc.font(ROW_FONT[kind]).fontSize(9);
    }
    const y = doc.y;
    if (kind === 'header') doc.rect(left, y, width, height).fill(brand.primaryColour);
    if (kind === 'total') doc.rect(left, y, width, height).fill('#f2f2f2');
    doc.fillColor(kind === 'header' ? brand.primaryContrast : 'black');
    let x = left;
    cells.forEach((text, i) => {
      doc.text(text, x + pad, y + pad, cellOptions(i));
      x += widths[i];
    });
    if (kind === 'body')
      doc
        .moveTo(left, y + height)
        .lineTo(left + width, y + height)
        .lineWidth(0.5)
        .strokeColor(RULE)
        .stroke();
    doc.x = left;
    doc.y = y + height;
  };
  if (headed)
    drawRow(
      columns.map((c) => c.header),
      'header',
    );
  for (const row of rows) drawRow(row, 'body');
  if (total) drawRow(total, 'total');
  doc.moveDown(0.8).font('Body').fontSize(10).fillColor('black');
}
