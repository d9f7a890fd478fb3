import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

/** The fixed request of the landing page's free demo (spec 001 §7). */
export const DEMO_REQUEST = {
  topic: "Rebuilding daily routines after a stroke",
  format: "guide",
  length: 800,
  style: "empathetic",
  targetAudience: "stroke survivors and their families",
} as const;

export const DEMO_PREVIEW_CHARS = 2000;

interface DemoResponse {
  success: boolean;
  files?: { name?: string; content?: string }[];
  content?: { wordCount?: number; suggestedPrice?: number; chapters?: number };
}

export interface DemoPreview {
  text: string;
  wordCount: number | null;
}

export function useTryDemo() {
  return useMutation({
    mutationFn: async (): Promise<DemoPreview> => {
      const response = await apiRequest<DemoResponse>("POST", "/api/literary/generate", DEMO_REQUEST);
      if (!response.success) throw new Error("Demo failed");
      const text = response.files?.map((file) => file.content ?? "").join("\n\n") ?? "";
      return { text: text.slice(0, DEMO_PREVIEW_CHARS), wordCount: response.content?.wordCount ?? null };
    },
  });
}
