import type { ContentPieceType } from "../../../schema/marketing-enums";

export interface PieceBrief {
  campaignName: string;
  targetAudience: string;
  goal: string;
  marketName: string;
  link: string;
}

export interface WrittenPiece {
  title: string;
  body: string;
}

/** Up to three hashtags from the campaign's name: its longest words, as a reader would tag it. */
function hashtags(name: string): string {
  const words = name
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 3)
    .sort((a, b) => b.length - a.length)
    .slice(0, 3);
  return words.map((word) => `#${word[0]!.toUpperCase()}${word.slice(1)}`).join(" ");
}

const clip = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`);

/**
 * The offline engine's pieces: structured templates filled from the campaign, in English, for the creator to
 * finish in their own words. A language model writes real copy instead when one is configured.
 */
export const OFFLINE_TEMPLATES: Record<ContentPieceType, (brief: PieceBrief) => WrittenPiece> = {
  email: (b) => ({
    title: clip(`${b.campaignName}: for ${b.targetAudience}`, 120),
    body: [
      `Subject: ${clip(b.campaignName, 60)}`,
      `Preview: ${clip(b.goal, 90)}`,
      "",
      "Hello,",
      "",
      `We made ${b.campaignName} for ${b.targetAudience} in ${b.marketName}. ${b.goal}`,
      "",
      "[One sentence on the problem your reader has today.]",
      "[One sentence on what changes after they use what you offer.]",
      "",
      `See it here: ${b.link}`,
      "",
      "Thank you for reading,",
      "[Your name]",
    ].join("\n"),
  }),
  social: (b) => ({
    title: clip(b.campaignName, 120),
    body: clip(`${b.goal} Made for ${b.targetAudience} in ${b.marketName}. ${b.link} ${hashtags(b.campaignName)}`, 280),
  }),
  blog: (b) => ({
    title: clip(`${b.campaignName}: what ${b.targetAudience} should know`, 120),
    body: [
      `# ${b.campaignName}: what ${b.targetAudience} should know`,
      "",
      `${b.goal} This post is for ${b.targetAudience} in ${b.marketName}.`,
      "",
      `## Why it matters for ${b.targetAudience}`,
      "[The problem, in your reader's words, with one example from your own work.]",
      "",
      "## What you get",
      "[Three concrete things the reader can do afterwards.]",
      "",
      "## How to start",
      `[The first step, then the link: ${b.link}]`,
    ].join("\n"),
  }),
  ads: (b) => ({
    title: clip(b.campaignName, 30),
    body: [
      `Headline: ${clip(b.campaignName, 30)}`,
      `Description 1: ${clip(b.goal, 90)}`,
      `Description 2: ${clip(`For ${b.targetAudience} in ${b.marketName}.`, 90)}`,
      "Call to action: Learn more",
      `Final URL: ${b.link}`,
    ].join("\n"),
  }),
};

/** What a language model is asked to write for each piece. */
export const PIECE_INSTRUCTIONS: Record<ContentPieceType, string> = {
  email: "a marketing e-mail: a first line 'Subject: …', then the message of at most 150 words with one call to action",
  social: "one social-media post of at most 280 characters with up to three hashtags",
  blog: "a blog post in Markdown of about 400 words with a # title and ## headings",
  ads: "a search ad: 'Headline:' (at most 30 characters), 'Description 1:' and 'Description 2:' (at most 90 each)",
};
