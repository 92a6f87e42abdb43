// @ts-check
/** The statement as an A4 PDF: the payment's facts, conversions by offer, promo credits, totals. */
import PDFDocument from 'pdfkit';
import { drawableLanguage, fontRuns, statementFonts } from './fonts.mjs';
import { statementLines } from './lines.mjs';

/** @typedef {import('./statement.mjs').Statement} Statement */
/** @typedef {InstanceType<typeof PDFDocument>} Doc */

const LEFT = 50;
const WIDTH = 495;
const COUNT_X = 330;
const AMOUNT_X = 425;
const COLUMN = 120;

/**
 * @param {Statement} statement
 * @param {import('./texts.mjs').Language} asked
 * @param {(message: string) => void} warn
 * @returns {Promise<Buffer>}
 */
export function statementPdf(statement, asked, warn) {
  const fonts = statementFonts(warn);
  const { t, head, offers, promo, totals, money, count } = statementLines(
    statement,
    drawableLanguage(asked, fonts),
  );
  const doc = new PDFDocument({
    size: 'A4',
    margin: LEFT,
    info: { Title: `${t.title} #${statement.id}`, Author: statement.network },
  });
  /** @type {Buffer[]} */
  const chunks = [];
  doc.on('data', (chunk) => chunks.push(chunk));
  const done = new Promise((resolve) => doc.on('end', resolve));

  /** One line of text at (x, y), each run in a font that can draw it. */
  const write = (
    /** @type {string} */ text,
    /** @type {number} */ x,
    /** @type {number} */ y,
    /** @type {{ bold?: boolean, size?: number, width?: number, align?: 'left' | 'right' }} */ o = {},
  ) => {
    const runs = fontRuns(text, fonts, o.bold ? fonts.bold : fonts.regular);
    const options = { width: o.width ?? WIDTH, align: o.align ?? 'left', lineBreak: false };
    doc.fontSize(o.size ?? 10);
    runs.forEach((run, i) => {
      doc.font(run.font);
      const continued = i < runs.length - 1;
      if (i === 0) doc.text(run.text, x, y, { ...options, continued });
      else doc.text(run.text, { ...options, continued });
    });
  };
  let y = LEFT;
  const row = (/** @type {number} */ step = 16) => (y += step);

  write(t.title, LEFT, y, { bold: true, size: 18 });
  row(30);
  for (const line of head) {
    write(line.label, LEFT, y, { width: COLUMN });
    write(line.text, LEFT + COLUMN, y, { width: WIDTH - COLUMN });
    row();
  }
  row(12);
  write(t.byOffer, LEFT, y, { bold: true, size: 12 });
  row(20);
  write(t.offer, LEFT, y, { bold: true, width: COUNT_X - LEFT });
  write(t.conversions, COUNT_X, y, { bold: true, width: 90, align: 'right' });
  write(t.payout, AMOUNT_X, y, { bold: true, width: 120, align: 'right' });
  row();
  if (!offers.length) {
    write(t.none, LEFT, y);
    row();
  }
  for (const line of offers) {
    if (y > 760) {
      doc.addPage();
      y = LEFT;
    }
    write(line.label, LEFT, y, { width: COUNT_X - LEFT - 10 });
    write(count(line.count ?? 0), COUNT_X, y, { width: 90, align: 'right' });
    write(money(line.cents ?? 0), AMOUNT_X, y, { width: 120, align: 'right' });
    row();
  }
  row(12);
  write(t.promo, LEFT, y, { bold: true, size: 12 });
  row(20);
  if (!promo.length) {
    write(t.none, LEFT, y);
    row();
  }
  for (const line of promo) {
    write(line.label, LEFT, y, { width: COUNT_X - LEFT });
    write(money(line.cents ?? 0), AMOUNT_X, y, { width: 120, align: 'right' });
    row();
  }
  row(12);
  if (y > 700) {
    doc.addPage();
    y = LEFT;
  }
  for (const line of totals) {
    const bold = line.code === 'amount' || line.code === 'net';
    write(line.label, LEFT, y, { bold, width: COUNT_X - LEFT });
    if (line.count !== undefined) {
      write(count(line.count), COUNT_X, y, { bold, width: 90, align: 'right' });
    }
    write(money(line.cents ?? 0), AMOUNT_X, y, { bold, width: 120, align: 'right' });
    row(18);
  }
  doc.end();
  return done.then(() => Buffer.concat(chunks));
}
