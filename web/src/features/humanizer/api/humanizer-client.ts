import type { hc, InferResponseType } from "hono/client";
import type { humanizerRoutes } from "../../../../../worker/features/humanizer/routes";

/** Typed only: the calls go through the event-stream runner, the types come from the worker's routes. */
type Client = ReturnType<typeof hc<typeof humanizerRoutes>>;

export type HumanizeResult = InferResponseType<Client["humanizer"]["demo"]["$post"], 200>;
export type SmartResult = InferResponseType<Client["smart-mode"]["$post"], 200>;
export type OverkillResult = InferResponseType<Client["overkill-mode"]["$post"], 200>;
export type UnifiedResult = InferResponseType<Client["unified-ai"]["$post"], 200>;
export type StageRun = SmartResult["processingStages"][number];
export type SignatureScores = SmartResult["aiSignatures"]["before"];
export type GeneratedImage = OverkillResult["images"][number];
