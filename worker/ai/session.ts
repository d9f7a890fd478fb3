import { generateText, streamText } from "ai";
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
  /** Set when the model stopped mid-answer and `keepPartial` kept what had arrived: what went wrong. */
  interrupted?: string;
}

/** What a watcher of the job sees of a model's answer: that one starts (clear what was shown), then its text. */
export type TextEvent = { delta: string } | { restart: true };

/** A model that failed after some of its answer had arrived: the text so far, and the tokens it cost. */
class InterruptedAnswer extends Error {
  constructor(
    readonly text: string,
    readonly cause: unknown,
  ) {
    super(cause instanceof Error ? cause.message : String(cause));
  }
}

/** Tokens of text that arrived before a stream broke off, when the provider reported no usage: ~4 characters each. */
const estimatedTokens = (text: string) => Math.ceil(text.length / 4);

/**
 * The language models of one request. An engine that fails (Workers AI without a login answers at once with
 * "needs to be run remotely") is dropped for the rest of the request, so a job tries it once, not per step.
 * When someone watches (`onText`, an event stream's reader), answers stream as they are written.
 */
export class AiSession {
  private engines: TextEngine[];
  readonly usage = { tokensIn: 0, tokensOut: 0 };
  /** The engine and model that produced the last successful generation. */
  lastUsed: { engine: Exclude<EngineName, "offline">; model: string } | null = null;
  /** The engine and model asked last, whether or not it answered (what a stopped job was waiting for). */
  lastTried: { engine: Exclude<EngineName, "offline">; model: string } | null = null;
  /** Where streamed text goes as it arrives; without a watcher, answers come whole. */
  onText: ((event: TextEvent) => void) | null = null;
  /** Stops the model when whoever asked is gone (a closed page, the Stop button). */
  signal: AbortSignal | undefined = undefined;

  constructor(engines: TextEngine[]) {
    this.engines = [...engines];
  }

  get available(): boolean {
    return this.engines.length > 0;
  }

  /**
   * The first engine's answer, or null when none is configured or all fail (the caller goes offline). With
   * `keepPartial`, a model that breaks off mid-answer gives what it wrote, marked `interrupted`; otherwise the
   * next engine starts over.
   */
  async generate(request: GenerationRequest, { keepPartial = false } = {}): Promise<Generation | null> {
    while (this.engines.length > 0) {
      const candidate = this.engines[0]!;
      this.lastTried = { engine: candidate.engine, model: candidate.model };
      try {
        const answer = this.onText ? await this.streamed(candidate, request) : await this.whole(candidate, request);
        return this.counted(candidate, answer);
      } catch (error) {
        const partial = error instanceof InterruptedAnswer ? error.text : "";
        // What the model wrote before it broke off was produced, and is paid for, whatever happens next.
        if (partial) this.usage.tokensOut += estimatedTokens(partial);
        if (this.signal?.aborted) throw error;
        if (partial.trim() && keepPartial) {
          this.lastUsed = { engine: candidate.engine, model: candidate.model };
          return {
            text: partial.trim(),
            engine: candidate.engine,
            model: candidate.model,
            tokensIn: 0,
            tokensOut: estimatedTokens(partial),
            interrupted: (error as InterruptedAnswer).message,
          };
        }
        console.warn(
          `AI engine ${candidate.engine} (${candidate.model}) failed; trying the next`,
          error instanceof Error ? error.message : error,
        );
        this.engines.shift();
      }
    }
    return null;
  }

  private counted(candidate: TextEngine, answer: { text: string; tokensIn: number; tokensOut: number }): Generation {
    this.usage.tokensIn += answer.tokensIn;
    this.usage.tokensOut += answer.tokensOut;
    this.lastUsed = { engine: candidate.engine, model: candidate.model };
    return { ...answer, text: answer.text.trim(), engine: candidate.engine, model: candidate.model };
  }

  /** One call to a model: no retries (the next engine is the retry), stopped with the session. */
  private callOf(candidate: TextEngine, request: GenerationRequest) {
    return {
      model: candidate.languageModel,
      system: request.system,
      prompt: request.prompt,
      maxOutputTokens: request.maxOutputTokens,
      maxRetries: 0,
      abortSignal: this.signal,
    };
  }

  private async whole(candidate: TextEngine, request: GenerationRequest) {
    const result = await generateText(this.callOf(candidate, request));
    return { text: result.text, tokensIn: result.usage.inputTokens ?? 0, tokensOut: result.usage.outputTokens ?? 0 };
  }

  /** Streams the answer to the watcher; a failure after the first words is an InterruptedAnswer carrying them. */
  private async streamed(candidate: TextEngine, request: GenerationRequest) {
    const result = streamText({
      ...this.callOf(candidate, request),
      // Failures are read from the stream below; the default handler would only log them.
      onError: () => {},
    });
    let text = "";
    // Whoever watches sees each answer from its start: a job's earlier steps, or an engine that failed, are cleared.
    this.onText?.({ restart: true });
    try {
      for await (const part of result.fullStream) {
        if (part.type === "text-delta") {
          text += part.text;
          this.onText?.({ delta: part.text });
        } else if (part.type === "error") throw part.error;
        else if (part.type === "abort") throw new Error("The request was stopped.");
        else if (part.type === "finish")
          return { text, tokensIn: part.totalUsage.inputTokens ?? 0, tokensOut: part.totalUsage.outputTokens ?? 0 };
      }
    } catch (error) {
      if (text) throw new InterruptedAnswer(text, error);
      throw error;
    }
    return { text, tokensIn: 0, tokensOut: estimatedTokens(text) };
  }
}
