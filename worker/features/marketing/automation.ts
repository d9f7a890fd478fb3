import type { Database } from "../../../schema/db";
import { textEngines } from "../../ai/engines";
import { AiSession } from "../../ai/session";
import type { Env } from "../../env";
import { trackedLink } from "./campaigns";
import { generateCampaignContent } from "./content";
import { campaignsToWrite, markTriggered, runStatusRules } from "./rules";

/**
 * The scheduled run of every user's enabled automation rules (every 2 hours): status changes first, then the
 * first market's pieces for campaigns that have none. One campaign failing to be written spares the others.
 */
export async function runAutomationRules(db: Database, env: Env, now = Date.now()) {
  const statuses = await runStatusRules(db, now);
  const ai = new AiSession(textEngines(env, "writer"));
  const origin = env.APP_ORIGIN ? new URL(env.APP_ORIGIN).origin : "";
  const written: string[] = [];
  for (const campaign of await campaignsToWrite(db)) {
    try {
      await generateCampaignContent(
        db,
        ai,
        campaign,
        {
          contentTypes: ["email", "social", "blog", "ads"],
          markets: campaign.markets.slice(0, 1),
          targetLanguage: campaign.language,
          culturalAdaptation: true,
        },
        trackedLink(origin, campaign.code),
        now,
      );
      written.push(campaign.ownerId);
    } catch (error) {
      console.error(`campaign ${campaign.id}: content not written`, error);
    }
  }
  await markTriggered(db, "generate-content", written, now);
  return { ...statuses, written: written.length };
}
