import { asc, eq } from "drizzle-orm";
import type { Database } from "../../../schema/db";
import { campaignContent, type campaigns } from "../../../schema/marketing";
import type { CampaignMarket, ContentPieceType } from "../../../schema/marketing-enums";
import { OFFLINE_MODEL } from "../../ai/engines";
import type { AiSession } from "../../ai/session";
import { OFFLINE_TEMPLATES, PIECE_INSTRUCTIONS, type PieceBrief } from "./content-templates";

/** The language of each campaign market's readers, for culturally adapted content. */
export const MARKET_LANGUAGES: Record<CampaignMarket, string> = {
  US: "en",
  GB: "en",
  CA: "en",
  AU: "en",
  DE: "de",
  FR: "fr",
  ES: "es",
  IT: "it",
  JP: "ja",
  KR: "ko",
  CN: "zh",
  IN: "en",
  BR: "pt",
  MX: "es",
  NL: "nl",
  SE: "sv",
  NO: "nb",
  DK: "da",
  RU: "ru",
  ZA: "en",
  ID: "id",
  TR: "tr",
  TH: "th",
  VN: "vi",
  PH: "en",
  EG: "ar",
  NG: "en",
};

/** One request writes at most this many markets (so at most 12 pieces, 12 model calls). */
export const MAX_MARKETS_PER_REQUEST = 3;
const MAX_PIECE_CHARS = 6000;

type Campaign = typeof campaigns.$inferSelect;

export interface ContentRequest {
  contentTypes: ContentPieceType[];
  markets: CampaignMarket[];
  targetLanguage: string;
  culturalAdaptation: boolean;
}

const marketName = (market: CampaignMarket) => new Intl.DisplayNames(["en"], { type: "region" }).of(market) ?? market;

/**
 * Writes the campaign's pieces for each market and content type through the engine (the offline engine fills
 * structured English templates), stores them (a piece written again replaces the old one) and returns them.
 */
export async function generateCampaignContent(
  db: Database,
  ai: AiSession,
  campaign: Campaign,
  request: ContentRequest,
  link: string,
  now = Date.now(),
) {
  const pieces: (typeof campaignContent.$inferInsert)[] = [];
  for (const market of request.markets) {
    const brief: PieceBrief = { ...campaign, campaignName: campaign.name, marketName: marketName(market), link };
    const language = request.culturalAdaptation ? MARKET_LANGUAGES[market] : request.targetLanguage;
    for (const contentType of request.contentTypes) {
      const generated = ai.available
        ? await ai.generate({
            system: `You write marketing copy. Write ${PIECE_INSTRUCTIONS[contentType]}, in the language with ISO code "${language}", for readers in ${brief.marketName}${request.culturalAdaptation ? ", adapted to their culture and conventions" : ""}. Plain, concrete and honest: no invented figures or testimonials. Answer with the copy only.`,
            prompt: `Campaign: ${campaign.name}\nAudience: ${campaign.targetAudience}\nGoal: ${campaign.goal}\nLink: ${link}`,
            maxOutputTokens: contentType === "blog" ? 900 : 400,
          })
        : null;
      const written = generated
        ? {
            title: generated.text.split("\n", 1)[0]!.replace(/^(#+\s*|Subject:\s*|Headline:\s*)/i, ""),
            body: generated.text,
          }
        : OFFLINE_TEMPLATES[contentType](brief);
      pieces.push({
        id: crypto.randomUUID(),
        campaignId: campaign.id,
        contentType,
        market,
        language: generated ? language : "en",
        title: written.title.slice(0, 200),
        body: written.body.slice(0, MAX_PIECE_CHARS),
        engine: generated?.engine ?? "offline",
        model: generated?.model ?? OFFLINE_MODEL,
        createdAt: now,
      });
    }
  }
  const [first, ...rest] = pieces.map((piece) =>
    db
      .insert(campaignContent)
      .values(piece)
      .onConflictDoUpdate({
        target: [campaignContent.campaignId, campaignContent.contentType, campaignContent.market],
        set: {
          language: piece.language,
          title: piece.title,
          body: piece.body,
          engine: piece.engine,
          model: piece.model,
          createdAt: piece.createdAt,
        },
      }),
  );
  if (first) await db.batch([first, ...rest]);
  return listCampaignContent(db, campaign.id);
}

export async function listCampaignContent(db: Database, campaignId: string) {
  return db
    .select()
    .from(campaignContent)
    .where(eq(campaignContent.campaignId, campaignId))
    .orderBy(asc(campaignContent.market), asc(campaignContent.contentType));
}
