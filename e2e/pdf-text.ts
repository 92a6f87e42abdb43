import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** The text of a PDF, one line per line of text the PDF draws (runs on a line joined by " | "). */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const doc = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false }).promise;
  const lines: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    let line: string[] = [];
    for (const item of content.items) {
      if (!('str' in item)) continue;
      if (item.str.trim()) line.push(item.str.trim());
      if (item.hasEOL) {
        lines.push(line.join(' | '));
        line = [];
      }
    }
    if (line.length) lines.push(line.join(' | '));
  }
  await doc.destroy();
  return lines.join('\n');
}
