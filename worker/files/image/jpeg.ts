import { encode } from "jpeg-js";
import type { Canvas } from "./canvas";

/** Good enough for flat colour and type, a quarter of the bytes of quality 95. */
const QUALITY = 85;

/** The canvas as a baseline JPEG (jpeg-js: pure JavaScript, so the same bytes in workerd and Node). */
export function encodeJpeg(canvas: Canvas): Uint8Array<ArrayBuffer> {
  const { data } = encode({ data: canvas.data, width: canvas.width, height: canvas.height }, QUALITY);
  return new Uint8Array(data);
}
