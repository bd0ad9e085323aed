/** The image formats the server accepts (it checks the bytes too, with file-type and sharp). */
export type ImageKind = 'jpeg' | 'png' | 'webp';

const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

/**
 * What the first bytes of a file say it is, whatever its name says: a text file renamed `.png` is no image.
 * Needs the first 12 bytes.
 */
export function imageKindOf(head: Uint8Array): ImageKind | null {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpeg';
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (head.length >= 8 && png.every((byte, index) => head[index] === byte)) return 'png';
  if (head.length >= 12 && ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WEBP') return 'webp';
  return null;
}

/** True when the browser can read the file as a JPEG, PNG or WebP picture (right bytes, and it decodes). */
export async function isReadableImage(file: Blob): Promise<boolean> {
  const head = new Uint8Array(await file.slice(0, 12).arrayBuffer());
  if (!imageKindOf(head)) return false;
  try {
    const bitmap = await createImageBitmap(file);
    bitmap.close();
    return true;
  } catch {
    return false;
  }
}
