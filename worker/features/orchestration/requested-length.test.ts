import { describe, expect, it } from "vitest";
import { classifyTask } from "./classify";
import { requestedLength } from "./requested-length";
import { estimateTokens } from "./route";

describe("the length a prompt asks for", () => {
  it.each([
    ["Write a literary short story, about 3,000 words, set in Lisbon.", 3000, "3,000 words"],
    ["A 1500-word blog post on pacing", 1500, "1,500 words"],
    ["Draft 3k words of notes", 3000, "3,000 words"],
    ["Outline five chapters of a memoir", 15_000, "5 chapters"],
    ["Two pages on composting", 500, "2 pages"],
    ["Summarize this in 3 sentences", 60, "3 sentences"],
    ["Write a short story about a lighthouse keeper", 3000, "a short story"],
    ["A brief article on sleep", 450, "an article, short"],
    ["A detailed guide to bread", 20_000, "a guide, long"],
    ["A catchy tagline for a bakery", 30, "a line"],
  ])("reads %j as %i words", (prompt, words, from) => {
    expect(requestedLength(prompt)).toEqual({ words, from });
  });

  it("is none when the prompt names no length or form", () => {
    expect(requestedLength("How do I configure the database endpoint?")).toBeNull();
  });
});

describe("the estimate of a task", () => {
  it("gives a 3,000-word story at least 2,000 output tokens, and does not call it simple", () => {
    const prompt = "Write a literary short story of about 3,000 words about a translator who loses her words.";
    const task = classifyTask(prompt);
    expect(task.contentType).toBe("creative");
    expect(task.complexity).not.toBe("simple");
    expect(estimateTokens(prompt, task).output).toBeGreaterThanOrEqual(2000);
    expect(estimateTokens(prompt, task).output).toBe(4000);
  });

  it("never calls a creative brief simple, however short it is", () => {
    expect(classifyTask("A poem about rain").complexity).toBe("medium");
  });

  it("keeps the complexity's usual answer when no length is asked for", () => {
    const task = classifyTask("hello, what are your opening hours?");
    expect(task.complexity).toBe("simple");
    expect(estimateTokens("hello", task).output).toBe(150);
  });
});
