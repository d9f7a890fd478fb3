import { afterEach, describe, expect, it } from "vitest";
import { captureHandOver } from "./hand-over";

const root = () => document.getElementById("hand-over-root")!;

function prerender() {
  const container = document.createElement("div");
  container.id = "hand-over-root";
  container.innerHTML =
    '<main><input type="search" data-hand-over="q" value=""><select data-hand-over="sort" data-hand-over-default="featured"><option value="featured" selected>Featured</option><option value="price">Price</option></select></main>';
  document.body.appendChild(container);
  return container.querySelector("input")!;
}

/** What the app's render does: the prerendered page is replaced by the app's own. */
function appRenders() {
  root().innerHTML = '<main><input type="search" data-hand-over="q" value=""></main>';
}

const nextFrames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

afterEach(() => root()?.remove());

describe("handing a prerendered page over to the app", () => {
  it("puts what was typed before the capture into the URL", () => {
    const input = prerender();
    input.value = "care";
    expect(captureHandOver(root(), window.location).search).toBe("?q=care");
  });

  it("hands over what was typed after the capture, while the app's page was rendering", async () => {
    const input = prerender();
    input.value = "care";
    const handOver = captureHandOver(root(), window.location);
    input.value = "caregiver";
    appRenders();
    const navigated: string[] = [];
    handOver.restore((search) => navigated.push(search));
    await nextFrames();
    expect(navigated).toEqual(["?q=caregiver"]);
  });

  it("navigates nowhere when nothing changed after the capture", async () => {
    const input = prerender();
    input.value = "care";
    const handOver = captureHandOver(root(), window.location);
    appRenders();
    const navigated: string[] = [];
    handOver.restore((search) => navigated.push(search));
    await nextFrames();
    expect(navigated).toEqual([]);
  });
});
