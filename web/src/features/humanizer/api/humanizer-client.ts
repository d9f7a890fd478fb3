import { hc, type InferRequestType, type InferResponseType } from "hono/client";
import type { humanizerRoutes } from "../../../../../worker/features/humanizer/routes";
import { apiFetch } from "../../../lib/api-client";

/** The humanizer's routes are mounted at the API's root ("/api/smart-mode", "/api/humanizer/demo", …). */
export const humanizerClient = hc<typeof humanizerRoutes>("/api", { fetch: apiFetch });

export type SmartInput = InferRequestType<(typeof humanizerClient)["smart-mode"]["$post"]>["json"];
export type OverkillInput = InferRequestType<(typeof humanizerClient)["overkill-mode"]["$post"]>["json"];
export type SmartResult = InferResponseType<(typeof humanizerClient)["smart-mode"]["$post"], 200>;
export type OverkillResult = InferResponseType<(typeof humanizerClient)["overkill-mode"]["$post"], 200>;
export type StageRun = SmartResult["processingStages"][number];
export type SignatureScores = SmartResult["aiSignatures"]["before"];
export type AiReadings = SmartResult["readings"];
export type GeneratedImage = OverkillResult["images"][number];
