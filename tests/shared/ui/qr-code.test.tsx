import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import qrcode from 'qrcode-generator';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QrCode } from '../../../src/shared/ui';
import { QUIET_ZONE, qrMatrix, qrPath, qrSvgFile } from '../../../src/shared/ui/qr-code/qr-matrix';

// jsdom loads no stylesheets: the lazy chunk's stylesheet counts as loaded at once.
vi.mock('../../../src/shared/dom/stylesheets', () => ({
  ensureStylesheet: () => Promise.resolve(),
}));

const URL_TEXT = 'https://example.com';

/** The dark cells an SVG path draws, as "row,col" of the symbol (quiet zone taken off). */
function cellsOf(d: string): Set<string> {
  const cells = new Set<string>();
  for (const [, x, y] of d.matchAll(/M(\d+) (\d+)h1v1h-1z/g))
    cells.add(`${Number(y) - QUIET_ZONE},${Number(x) - QUIET_ZONE}`);
  return cells;
}

function encoderCells(text: string, version: number): { size: number; cells: Set<string> } {
  const code = qrcode(version as 2, 'M');
  code.addData(text, 'Byte');
  code.make();
  const size = code.getModuleCount();
  const cells = new Set<string>();
  for (let row = 0; row < size; row += 1)
    for (let col = 0; col < size; col += 1) if (code.isDark(row, col)) cells.add(`${row},${col}`);
  return { size, cells };
}

describe('qrMatrix', () => {
  it('encodes a 19-byte link as version 2 (25 modules), exactly the modules the encoder makes', () => {
    const matrix = qrMatrix(URL_TEXT);
    expect(matrix.size).toBe(25);
    const expected = encoderCells(URL_TEXT, 2);
    expect(expected.size).toBe(25);
    expect(cellsOf(qrPath(matrix))).toEqual(expected.cells);
  });

  it('draws the three finder patterns in the corners, the quiet zone left light', () => {
    const { size, dark } = qrMatrix(URL_TEXT);
    const finder = (top: number, left: number) =>
      [0, 1, 2, 3, 4, 5, 6].map((r) =>
        [0, 1, 2, 3, 4, 5, 6].map((c) => (dark[top + r]?.[left + c] ? '#' : '.')).join(''),
      );
    const pattern = ['#######', '#.....#', '#.###.#', '#.###.#', '#.###.#', '#.....#', '#######'];
    expect(finder(0, 0)).toEqual(pattern);
    expect(finder(0, size - 7)).toEqual(pattern);
    expect(finder(size - 7, 0)).toEqual(pattern);
    const xs = [...qrPath(qrMatrix(URL_TEXT)).matchAll(/M(\d+) /g)].map((m) => Number(m[1]));
    expect(Math.min(...xs)).toBe(QUIET_ZONE);
    expect(Math.max(...xs)).toBe(QUIET_ZONE + size - 1);
  });

  it('grows the version with the text (a long tracking link)', () => {
    const long = `${URL_TEXT}/click?${'sub1=abcdefgh&'.repeat(10)}`;
    expect(qrMatrix(long).size).toBeGreaterThan(25);
    expect((qrMatrix(long).size - 17) % 4).toBe(0);
  });

  it('encodes non-ASCII text as UTF-8 bytes', () => {
    // "é" is two bytes in UTF-8: with the encoder's default (low byte only) it would be one.
    const utf8Bytes = [...new TextEncoder().encode('https://é.example')];
    const latin1 = String.fromCharCode(...utf8Bytes);
    const ours = qrcode.stringToBytes;
    qrcode.stringToBytes = (s: string) => [...s].map((c) => c.charCodeAt(0) & 0xff);
    const utf8 = encoderCells(latin1, 2);
    qrcode.stringToBytes = ours;
    expect(cellsOf(qrPath(qrMatrix('https://é.example')))).toEqual(utf8.cells);
  });

  it('makes a standalone SVG file, black on white, titled', () => {
    const file = qrSvgFile(qrMatrix(URL_TEXT), 'QR code <of> the link');
    expect(file).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 33 33"/);
    expect(file).toContain('<title>QR code &#60;of&#62; the link</title>');
    expect(file).toContain('<rect width="33" height="33" fill="#fff"/>');
    expect(file).toContain('fill="#000"');
  });
});

describe('QrCode', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows a labelled image that follows the value, and downloads it as SVG', async () => {
    const { rerender } = render(
      <QrCode value={URL_TEXT} label="QR code of the link" fileName="link-qr" />,
    );
    const image = await screen.findByRole('img', { name: 'QR code of the link' });
    expect(image.getAttribute('viewBox')).toBe('0 0 33 33');
    rerender(
      <QrCode
        value={`${URL_TEXT}/${'x'.repeat(40)}`}
        label="QR code of the link"
        fileName="link-qr"
      />,
    );
    await waitFor(() =>
      expect(
        screen.getByRole('img', { name: 'QR code of the link' }).getAttribute('viewBox'),
      ).not.toBe('0 0 33 33'),
    );

    const blobs: Blob[] = [];
    const names: string[] = [];
    vi.stubGlobal('URL', {
      ...URL,
      createObjectURL: (blob: Blob) => (blobs.push(blob), 'blob:qr'),
      revokeObjectURL: () => undefined,
    });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      names.push(this.download);
    });
    fireEvent.click(screen.getByRole('button', { name: 'Download SVG' }));
    expect(names).toEqual(['link-qr.svg']);
    expect(blobs[0]?.type).toBe('image/svg+xml');
    expect(await blobs[0]?.text()).toContain('<title>QR code of the link</title>');
    expect(screen.getByRole('button', { name: 'Download PNG' })).toBeTruthy();
    click.mockRestore();
  });
});
