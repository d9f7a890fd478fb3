import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local OpenAI-compatible chat model for the streaming tests: `POST /v1/chat/completions` answers its words, one
 * word per server-sent event `pace` milliseconds apart (or whole, when the request does not ask for a stream),
 * ending with the usage and `[DONE]` as OpenAI's API does. It never calls out anywhere.
 */
export interface FakeModel {
  baseUrl: string;
  /** How many completions were asked for, and how many of those streams the client left before the end. */
  requests: number;
  abandoned: number;
  close(): Promise<void>;
}

/** What a chat completion asks: the parts the fake model reads. */
export interface CompletionRequest {
  stream?: boolean;
  model?: string;
  messages?: { role: string; content: string }[];
}

async function bodyOf(request: IncomingMessage): Promise<CompletionRequest> {
  let raw = "";
  for await (const chunk of request) raw += chunk;
  return JSON.parse(raw || "{}");
}

/** `answer` is the words of every answer, or chooses them from what was asked. */
export async function startFakeModel(
  answer: string[] | ((asked: CompletionRequest) => string[]),
  pace: number,
): Promise<FakeModel> {
  const state = { requests: 0, abandoned: 0 };
  const server: Server = createServer(async (request, response) => {
    if (request.method !== "POST" || !request.url?.endsWith("/chat/completions")) {
      response.writeHead(404).end();
      return;
    }
    state.requests += 1;
    const body = await bodyOf(request);
    const model = body.model ?? "fake-writer";
    const words = typeof answer === "function" ? answer(body) : answer;
    const usage = { prompt_tokens: 50, completion_tokens: words.length, total_tokens: 50 + words.length };
    if (!body.stream) {
      response.writeHead(200, { "content-type": "application/json" });
      response.end(
        JSON.stringify({
          id: "fake",
          object: "chat.completion",
          created: 0,
          model,
          choices: [{ index: 0, message: { role: "assistant", content: words.join(" ") }, finish_reason: "stop" }],
          usage,
        }),
      );
      return;
    }
    response.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
    const chunk = (delta: object, finish: string | null, extra: object = {}) =>
      `data: ${JSON.stringify({ id: "fake", object: "chat.completion.chunk", created: 0, model, choices: [{ index: 0, delta, finish_reason: finish }], ...extra })}\n\n`;
    let left = false;
    response.on("close", () => {
      if (!response.writableEnded) {
        left = true;
        state.abandoned += 1;
      }
    });
    for (const [index, word] of words.entries()) {
      if (left) return;
      response.write(chunk(index === 0 ? { role: "assistant", content: word } : { content: ` ${word}` }, null));
      await new Promise((resolve) => setTimeout(resolve, pace));
    }
    response.write(chunk({}, "stop", { usage }));
    response.end("data: [DONE]\n\n");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    get requests() {
      return state.requests;
    },
    get abandoned() {
      return state.abandoned;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
