import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { fitLogo, readPngSize } from './logo-size.ts';

const png = (width: number, height: number) =>
  new Uint8Array(PNG.sync.write(new PNG({ width, height })));

describe('fitLogo', () => {
  it('keeps the image’s aspect at the box’s height, narrowed to its widest', () => {
    expect(readPngSize(png(400, 100))).toEqual({ width: 400, height: 100 });
    expect(fitLogo(png(96, 96), 28, 120)).toEqual({ width: 28, height: 28 });
    expect(fitLogo(png(200, 100), 28, 120)).toEqual({ width: 56, height: 28 });
    expect(fitLogo(png(800, 100), 28, 120)).toEqual({ width: 120, height: 15 });
    expect(fitLogo(png(50, 100), 28, 120)).toEqual({ width: 14, height: 28 });
  });

  it('is square when the bytes are not a PNG', () => {
    expect(readPngSize(new Uint8Array(30))).toBeNull();
    expect(fitLogo(new Uint8Array([1, 2, 3]), 28, 120)).toEqual({ width: 28, height: 28 });
  });
});
