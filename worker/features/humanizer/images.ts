import { fromBase64 } from "../../common/base64";
import { escapeMarkup } from "../../common/markup";
import type { Env } from "../../env";
import { ApiError } from "../../http/errors";

export interface ImageMarker {
  description: string;
  style: string;
}

export interface GeneratedImage extends ImageMarker {
  url: string;
  /** "image-model" when a model drew it; "offline-card" for the labelled SVG card the offline engine makes. */
  source: "image-model" | "offline-card";
}

/** A marker's inside stops at the next bracket or line end and is at most 300 characters, so scanning stays linear. */
const MARKER = /\[IMAGE:([^[\]\n]{1,300})\]/gi;
/** Each image is a model call and an object in storage: one request asks for at most this many. */
export const MAX_IMAGES_PER_REQUEST = 10;

/** Refuses a text that asks for more images than one request makes, before any work or allowance is spent. */
export function assertImageMarkers(text: string): void {
  const asked = text.match(MARKER)?.length ?? 0;
  if (asked > MAX_IMAGES_PER_REQUEST) {
    throw new ApiError(
      400,
      "invalid_input",
      `The content asks for ${asked} images; one request makes at most ${MAX_IMAGES_PER_REQUEST}. Split it into parts.`,
      { content: [`At most ${MAX_IMAGES_PER_REQUEST} [IMAGE: …] markers.`] },
    );
  }
}

export const IMAGE_TOKEN = (index: number) => `{{image-${index + 1}}}`;
const TOKEN = /\{\{image-(\d+)\}\}/g;

/** Takes `[IMAGE: description, style]` markers out of the text, leaving numbered tokens where they stood. */
export function extractImageMarkers(text: string): { text: string; markers: ImageMarker[] } {
  const markers: ImageMarker[] = [];
  const stripped = text.replace(MARKER, (_, inner: string) => {
    const [description = "", ...style] = inner.split(",");
    markers.push({
      description: description.trim() || "Illustration",
      style: style.join(",").trim() || "illustration",
    });
    return IMAGE_TOKEN(markers.length - 1);
  });
  return { text: stripped, markers };
}

/** Puts each image where its marker stood, as Markdown, so the downloaded text keeps the layout. */
export function placeImages(text: string, images: GeneratedImage[]): string {
  return text.replace(TOKEN, (token, n: string) => {
    const image = images[Number(n) - 1];
    return image ? `![${image.description}](${image.url})` : token;
  });
}

function wrap(text: string, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/)) {
    if (`${line} ${word}`.trim().length > width && line) {
      lines.push(line);
      line = word;
    } else line = `${line} ${word}`.trim();
  }
  if (line) lines.push(line);
  if (lines.length > maxLines)
    lines.splice(
      maxLines - 1,
      lines.length,
      `${lines
        .slice(maxLines - 1)
        .join(" ")
        .slice(0, width - 1)}…`,
    );
  return lines;
}

/** An honest stand-in: a card that states what the picture would show and says no image model drew it. */
export function illustrationCard(marker: ImageMarker): string {
  const lines = wrap(marker.description, 38, 4)
    .map(
      (line, i) =>
        `<text x="60" y="${170 + i * 44}" font-size="34" font-weight="600" fill="#ffffff">${escapeMarkup(line)}</text>`,
    )
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="450" viewBox="0 0 800 450" font-family="system-ui, sans-serif">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#4f46e5"/><stop offset="1" stop-color="#c026d3"/></linearGradient></defs>
<rect width="800" height="450" rx="24" fill="url(#g)"/>
<text x="60" y="90" font-size="20" letter-spacing="2" fill="#e0e7ff">ILLUSTRATION CARD</text>
${lines}
<text x="60" y="360" font-size="22" fill="#f5d0fe">Style: ${escapeMarkup(marker.style.slice(0, 60))}</text>
<text x="60" y="405" font-size="16" fill="#e0e7ff">Made by the offline engine: no image model is configured.</text>
</svg>`;
}

function sniffImageType(bytes: Uint8Array): string | null {
  if (bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47) return "image/png";
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "image/jpeg";
  if (bytes[0] === 0x52 && bytes[1] === 0x49 && bytes[2] === 0x46 && bytes[3] === 0x46) return "image/webp";
  return null;
}

async function drawWithModel(env: Env, marker: ImageMarker): Promise<{ bytes: Uint8Array; type: string } | null> {
  if (!env.AI || !env.AI_MODEL_IMAGE) return null;
  try {
    const answer = (await env.AI.run(
      env.AI_MODEL_IMAGE as Parameters<Ai["run"]>[0],
      {
        prompt: `${marker.description}, ${marker.style}`,
      } as never,
    )) as { image?: string };
    if (!answer?.image) return null;
    const bytes = fromBase64(answer.image);
    const type = sniffImageType(bytes);
    return type ? { bytes, type } : null;
  } catch (error) {
    console.warn("Image model failed; using an offline card", error instanceof Error ? error.message : error);
    return null;
  }
}

/**
 * Draws each marker with the image model when one answers, else makes its offline card; stores both in R2. When
 * one cannot be stored the job fails, and the images already stored are deleted: no answer would ever point at them.
 */
export async function generateImages(env: Env, ownerId: string, markers: ImageMarker[]): Promise<GeneratedImage[]> {
  const settled = await Promise.allSettled(
    markers.map(async (marker) => {
      const drawn = await drawWithModel(env, marker);
      const id = crypto.randomUUID();
      const extension = drawn ? drawn.type.split("/")[1] : "svg";
      const key = `${id}.${extension}`;
      await env.BUCKET.put(`ai-images/${key}`, drawn ? drawn.bytes : illustrationCard(marker), {
        httpMetadata: { contentType: drawn ? drawn.type : "image/svg+xml" },
        customMetadata: { ownerId },
      });
      return {
        ...marker,
        url: `/api/ai/images/${key}`,
        source: drawn ? "image-model" : "offline-card",
      } satisfies GeneratedImage;
    }),
  );
  const failed = settled.find((result): result is PromiseRejectedResult => result.status === "rejected");
  const images = settled.flatMap((result) => (result.status === "fulfilled" ? [result.value] : []));
  if (!failed) return images;
  if (images.length) await env.BUCKET.delete(images.map((image) => `ai-images/${image.url.split("/").at(-1)}`));
  throw failed.reason;
}
