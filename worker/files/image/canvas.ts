import type { Coverage } from "./coverage";

/** An opaque colour as [red, green, blue], 0…255 each. */
export type Rgb = readonly [number, number, number];

/** Parses "#rrggbb". */
export function rgb(hex: string): Rgb {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/** The colour `amount` (0…1) of the way from `from` to `to`. */
export function mix(from: Rgb, to: Rgb, amount: number): Rgb {
  return [0, 1, 2].map((i) => Math.round(from[i]! + (to[i]! - from[i]!) * amount)) as unknown as Rgb;
}

/** An RGBA pixel buffer (always opaque) that shapes are painted onto. */
export class Canvas {
  readonly data: Uint8Array;

  constructor(
    readonly width: number,
    readonly height: number,
    background: Rgb,
  ) {
    this.data = new Uint8Array(width * height * 4);
    this.fillRect(0, 0, width, height, background);
  }

  /** Paints a rectangle (in whole pixels, clipped to the canvas). */
  fillRect(x: number, y: number, width: number, height: number, color: Rgb): void {
    const x0 = Math.max(0, Math.round(x));
    const y0 = Math.max(0, Math.round(y));
    const x1 = Math.min(this.width, Math.round(x + width));
    const y1 = Math.min(this.height, Math.round(y + height));
    if (x1 <= x0) return;
    const pixels = new Uint32Array(this.data.buffer, this.data.byteOffset, this.width * this.height);
    // The pixel's four bytes read as one word, so filling with it writes them back in the same order.
    const pixel = new Uint32Array(new Uint8Array([color[0], color[1], color[2], 255]).buffer)[0]!;
    for (let row = y0; row < y1; row++) pixels.fill(pixel, row * this.width + x0, row * this.width + x1);
  }

  /** Paints a colour through a mask (clipped to the canvas). */
  paint(mask: Coverage, color: Rgb): void {
    for (let row = 0; row < mask.height; row++) {
      const y = mask.top + row;
      if (y < 0 || y >= this.height) continue;
      for (let column = 0; column < mask.width; column++) {
        const x = mask.left + column;
        const alpha = mask.alpha[row * mask.width + column]!;
        if (alpha > 0 && x >= 0 && x < this.width) this.blend((y * this.width + x) * 4, color, alpha);
      }
    }
  }

  private blend(at: number, color: Rgb, alpha: number): void {
    const data = this.data;
    data[at] = Math.round(data[at]! + (color[0] - data[at]!) * alpha);
    data[at + 1] = Math.round(data[at + 1]! + (color[1] - data[at + 1]!) * alpha);
    data[at + 2] = Math.round(data[at + 2]! + (color[2] - data[at + 2]!) * alpha);
    data[at + 3] = 255;
  }
}
