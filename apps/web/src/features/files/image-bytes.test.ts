import { describe, expect, it } from 'vitest';
import { imageKindOf } from './image-bytes';

const bytes = (...values: number[]) => new Uint8Array(values);
const text = (value: string) => new TextEncoder().encode(value);

describe('what a chosen file is, by its bytes', () => {
  it('knows JPEG, PNG and WebP', () => {
    expect(imageKindOf(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10))).toBe('jpeg');
    expect(imageKindOf(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d))).toBe('png');
    expect(imageKindOf(text('RIFF\u0000\u0000\u0000\u0000WEBPVP8 '))).toBe('webp');
  });

  it('refuses a text file renamed .png, a GIF, an empty file', () => {
    expect(imageKindOf(text('Hello, this is not a picture'))).toBeNull();
    expect(imageKindOf(text('GIF89a......'))).toBeNull();
    expect(imageKindOf(bytes())).toBeNull();
    expect(imageKindOf(text('RIFF....WAVE'))).toBeNull();
  });
});
