import type { OutlinePoint } from "../fonts/glyph-outlines";

export interface Point {
  x: number;
  y: number;
}

/** How much of each pixel of a box a shape covers (0…1), row by row: the shape's antialiased mask. */
export interface Coverage {
  left: number;
  top: number;
  width: number;
  height: number;
  alpha: Float32Array;
}

/** Glyph outlines are measured in font units with y up; this places them in pixels with y down. */
export interface Placement {
  scale: number;
  x: number;
  /** The baseline's y in pixels. */
  y: number;
}

/** Line segments per quadratic curve: enough that no chord strays a visible fraction of a pixel at cover sizes. */
function segmentsFor(from: Point, control: Point, to: Point): number {
  const bend = Math.hypot(from.x - 2 * control.x + to.x, from.y - 2 * control.y + to.y);
  return Math.max(1, Math.min(32, Math.ceil(Math.sqrt(bend))));
}

/** A TrueType contour (quadratic, with implied on-curve points between two off-curve ones) as a polygon in pixels. */
export function flattenContour(contour: OutlinePoint[], place: Placement): Point[] {
  const points = contour.map((p) => ({
    x: place.x + p.x * place.scale,
    y: place.y - p.y * place.scale,
    on: p.onCurve,
  }));
  const count = points.length;
  if (count === 0) return [];
  const mid = (a: Point, b: Point) => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });
  const firstOn = points.findIndex((p) => p.on);
  const start: Point = firstOn >= 0 ? points[firstOn]! : mid(points[0]!, points[1 % count]!);
  const offset = firstOn >= 0 ? firstOn : 0;
  const polygon: Point[] = [start];
  let current = start;
  let control: Point | null = null;
  const curveTo = (to: Point) => {
    if (!control) {
      polygon.push(to);
    } else {
      const c = control;
      const steps = segmentsFor(current, c, to);
      for (let i = 1; i <= steps; i++) {
        const t = i / steps;
        const u = 1 - t;
        polygon.push({
          x: u * u * current.x + 2 * u * t * c.x + t * t * to.x,
          y: u * u * current.y + 2 * u * t * c.y + t * t * to.y,
        });
      }
    }
    current = to;
    control = null;
  };
  for (let i = 1; i <= count; i++) {
    const point = points[(offset + i) % count]!;
    if (i === count && firstOn < 0) {
      if (point.on) curveTo(point);
      else if (control) curveTo(mid(control, point));
      break;
    }
    if (point.on) curveTo(point);
    else if (control) {
      curveTo(mid(control, point));
      control = point;
    } else control = point;
  }
  if (control) curveTo(start);
  return polygon;
}

/**
 * Fills polygons by the non-zero rule into an antialiased mask, with exact area coverage: each edge adds the signed
 * area it sweeps to an accumulation buffer, whose running sum along each row is the coverage (the method of font-rs
 * and stb_truetype).
 */
export function fillPolygons(polygons: Point[][]): Coverage | null {
  let minX = Number.POSITIVE_INFINITY;
  let minY = Number.POSITIVE_INFINITY;
  let maxX = Number.NEGATIVE_INFINITY;
  let maxY = Number.NEGATIVE_INFINITY;
  for (const polygon of polygons) {
    for (const p of polygon) {
      minX = Math.min(minX, p.x);
      minY = Math.min(minY, p.y);
      maxX = Math.max(maxX, p.x);
      maxY = Math.max(maxY, p.y);
    }
  }
  if (!(maxX > minX && maxY > minY)) return null;
  const left = Math.floor(minX);
  const top = Math.floor(minY);
  const width = Math.ceil(maxX) - left + 2;
  const height = Math.ceil(maxY) - top + 1;
  const accumulated = new Float32Array(width * height + 1);
  for (const polygon of polygons) {
    for (let i = 0; i < polygon.length; i++) {
      const a = polygon[i]!;
      const b = polygon[(i + 1) % polygon.length]!;
      addEdge(accumulated, width, a.x - left, a.y - top, b.x - left, b.y - top);
    }
  }
  const alpha = new Float32Array(width * height);
  let sum = 0;
  for (let i = 0; i < alpha.length; i++) {
    sum += accumulated[i]!;
    alpha[i] = Math.min(1, Math.abs(sum));
  }
  return { left, top, width, height, alpha };
}

function addEdge(acc: Float32Array, width: number, ax: number, ay: number, bx: number, by: number): void {
  if (ay === by) return;
  const [x0, y0, x1, y1, direction] = ay < by ? [ax, ay, bx, by, 1] : [bx, by, ax, ay, -1];
  const slope = (x1 - x0) / (y1 - y0);
  let x = x0;
  for (let row = Math.floor(y0); row < Math.ceil(y1); row++) {
    const add = (column: number, amount: number) => {
      acc[row * width + column] = (acc[row * width + column] ?? 0) + amount;
    };
    const dy = Math.min(row + 1, y1) - Math.max(row, y0);
    const xNext = x + slope * dy;
    const d = dy * direction;
    const [from, to] = x < xNext ? [x, xNext] : [xNext, x];
    const first = Math.floor(from);
    const last = Math.ceil(to);
    if (last <= first + 1) {
      const middle = 0.5 * (x + xNext) - first;
      add(first, d - d * middle);
      add(first + 1, d * middle);
    } else {
      // The edge crosses several pixels of the row: each gets the area of the trapezoid it holds.
      const s = 1 / (to - from);
      const fromFraction = from - first;
      const a0 = 0.5 * s * (1 - fromFraction) ** 2;
      const toFraction = to - last + 1;
      const aLast = 0.5 * s * toFraction ** 2;
      add(first, d * a0);
      if (last === first + 2) {
        add(first + 1, d * (1 - a0 - aLast));
      } else {
        const a1 = s * (1.5 - fromFraction);
        add(first + 1, d * (a1 - a0));
        for (let column = first + 2; column < last - 1; column++) add(column, d * s);
        const a2 = a1 + (last - first - 3) * s;
        add(last - 1, d * (1 - a2 - aLast));
      }
      add(last, d * aLast);
    }
    x = xNext;
  }
}
