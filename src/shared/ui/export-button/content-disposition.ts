// The file name of a download from its content-disposition header: the RFC 6266/5987 form
// `filename*=UTF-8''na%C3%AFve.csv` wins over the plain `filename="naive.csv"` when both are sent.
const EXTENDED = /filename\*\s*=\s*"?([^;"]+)"?/i;
const PLAIN = /filename\s*=\s*(?:"((?:\\.|[^"\\])*)"|([^;]*))/i;

// A server-chosen name must not point into folders.
const baseName = (name: string): string => name.split(/[\\/]/).pop()?.trim() ?? '';

function decodeExtended(value: string): string {
  const [, charset = '', encoded = value] = /^([^']*)'[^']*'(.*)$/.exec(value) ?? [];
  // ISO-8859-1: each %XX byte is one character.
  if (charset && !/^utf-8$/i.test(charset))
    return encoded.replace(/%([0-9a-f]{2})/gi, (_, hex: string) =>
      String.fromCharCode(parseInt(hex, 16)),
    );
  try {
    return decodeURIComponent(encoded);
  } catch {
    return '';
  }
}

export function fileNameFromDisposition(header: string | null | undefined): string | null {
  if (!header) return null;
  const extended = EXTENDED.exec(header)?.[1];
  const fromExtended = extended ? baseName(decodeExtended(extended.trim())) : '';
  if (fromExtended) return fromExtended;
  const plain = PLAIN.exec(header);
  const name = baseName(plain?.[1]?.replace(/\\(.)/g, '$1') ?? plain?.[2] ?? '');
  return name || null;
}
