import qrcode from 'qrcode-generator';

// The encoder's default byte conversion keeps only the low byte of each UTF-16 unit; links may
// carry non-ASCII text (an IDN host, a typed sub value), and scanners read QR bytes as UTF-8.
qrcode.stringToBytes = (text: string) => Array.from(new TextEncoder().encode(text));

/** The light modules around the code that scanners need to find it (4 by the standard). */
export const QUIET_ZONE = 4;

export interface QrMatrix {
  /** Modules per side (21 for version 1, +4 per version). */
  size: number;
  /** dark[row][col] */
  dark: readonly (readonly boolean[])[];
}

/** The QR symbol of a text: smallest version that fits, error correction M, byte mode (UTF-8). */
export function qrMatrix(text: string): QrMatrix {
  const code = qrcode(0, 'M');
  code.addData(text, 'Byte');
  code.make();
  const size = code.getModuleCount();
  const dark = Array.from({ length: size }, (_, row) =>
    Array.from({ length: size }, (_, col) => code.isDark(row, col)),
  );
  return { size, dark };
}

/** One SVG path of the dark modules, in module units, offset by the quiet zone. */
export function qrPath({ size, dark }: QrMatrix): string {
  let d = '';
  for (let row = 0; row < size; row += 1) {
    for (let col = 0; col < size; col += 1) {
      if (dark[row]?.[col]) d += `M${col + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`;
    }
  }
  return d;
}

/** The side of the whole image in modules, quiet zone included. */
export const qrSide = (matrix: QrMatrix): number => matrix.size + 2 * QUIET_ZONE;

/** A standalone SVG file of the symbol: black on white whatever the page's scheme. */
export function qrSvgFile(matrix: QrMatrix, title: string): string {
  const side = qrSide(matrix);
  const escaped = title.replace(/[<>&"]/g, (c) => `&#${c.charCodeAt(0)};`);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${side} ${side}" width="${side * 8}" ` +
    `height="${side * 8}" shape-rendering="crispEdges"><title>${escaped}</title>` +
    `<rect width="${side}" height="${side}" fill="#fff"/><path d="${qrPath(matrix)}" fill="#000"/></svg>`
  );
}

/** A PNG of the symbol, `scale` pixels per module. */
export function qrPngBlob(matrix: QrMatrix, scale = 8): Promise<Blob> {
  const side = qrSide(matrix) * scale;
  const canvas = document.createElement('canvas');
  canvas.width = side;
  canvas.height = side;
  const context = canvas.getContext('2d');
  if (!context) return Promise.reject(new Error('Canvas 2D is not available'));
  context.fillStyle = '#fff';
  context.fillRect(0, 0, side, side);
  context.fillStyle = '#000';
  matrix.dark.forEach((cells, row) =>
    cells.forEach((isDark, col) => {
      if (isDark)
        context.fillRect((col + QUIET_ZONE) * scale, (row + QUIET_ZONE) * scale, scale, scale);
    }),
  );
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('PNG encoding failed'))),
      'image/png',
    ),
  );
}
