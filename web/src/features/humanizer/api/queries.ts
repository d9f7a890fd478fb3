import { useAiJob } from "../../../lib/use-ai-job";
import { humanizerClient } from "./humanizer-client";

/** Each rewrite is a long AI job: its progress streams while it runs (see useAiJob). */
export function useHumanize() {
  return useAiJob(humanizerClient.humanizer.demo.$post);
}

export function useSmartMode() {
  return useAiJob(humanizerClient["smart-mode"].$post);
}

export function useOverkillMode() {
  return useAiJob(humanizerClient["overkill-mode"].$post);
}

export function useUnifiedAi() {
  return useAiJob(humanizerClient["unified-ai"].$post);
}
