/**
 * The icons of the worker's first paint, drawn as the app draws them (the same Lucide set, as inline SVG), so a
 * public page shows its stars, ticks and badges before any script runs and nothing changes when the app takes over.
 */
import { raw } from "hono/html";
import type { IconNode } from "lucide";

export {
  ArrowLeft,
  Award,
  Check,
  CircleCheck,
  Clock,
  Crown,
  Download,
  Gauge,
  Search,
  ShieldCheck,
  ShoppingCart,
  Sparkles,
  Star,
} from "lucide";

const attributes = (values: Record<string, string | number | undefined>) =>
  Object.entries(values)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => `${name}="${value}"`)
    .join(" ");

/** One icon with these classes; hidden from screen readers, as the text beside it says what it means. */
export function icon(node: IconNode, classes: string) {
  const parts = node.map(([tag, values]) => `<${tag} ${attributes(values)}/>`).join("");
  return raw(
    `<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" class="${classes}" aria-hidden="true">${parts}</svg>`,
  );
}
