import { generateText } from "ai";
import type { EngineName, TextEngine } from "./engines";

export interface GenerationRequest {
  system: string;
  prompt: string;
  maxOutputTokens?: number;
}

export interface Generation {
  text: string;
  engine: Exclude<EngineName, "offline">;
  model: string;
  tokensIn: number;
  tokensOut: number;
}

/**
 * The language models of one request. An engine that fails (Workers AI without a login answers at once with
 * "needs to be run remotely") is dropped for the rest of the request, so a job tries it once, not per step.
 */
export class AiSession {
  private engines: TextEngine[];
  readonly usage = { tokensIn: 0, tokensOut: 0 };
  /** The engine and model that produced the last successful generation. */
  lastUsed: { engine: Exclude<EngineName, "offline">; model: string } | null = null;

  constructor(engines: TextEngine[]) {
    this.engines = [...engines];
  }

  get available(): boolean {
    return this.engines.length > 0;
  }

  /** The first engine's answer, or null when none is configured or all fail (the caller goes offline). */
  async generate(request: GenerationRequest): Promise<Generation | null> {
    while (this.engines.length > 0) {
      const candidate = this.engines[0]!;
      try {
        const result = await generateText({
          model: candidate.languageModel,
          system: request.system,
          prompt: request.prompt,
          maxOutputTokens: request.maxOutputTokens,
          maxRetries: 0,
        });
        const tokensIn = result.usage.inputTokens ?? 0;
        const tokensOut = result.usage.outputTokens ?? 0;
        this.usage.tokensIn += tokensIn;
        this.usage.tokensOut += tokensOut;
        this.lastUsed = { engine: candidate.engine, model: candidate.model };
        return { text: result.text.trim(), engine: candidate.engine, model: candidate.model, tokensIn, tokensOut };
      } catch (error) {
        console.warn(
          `AI engine ${candidate.engine} (${candidate.model}) failed; trying the next`,
          error instanceof Error ? error.message : error,
        );
        this.engines.shift();
      }
    }
    return null;
  }
}
