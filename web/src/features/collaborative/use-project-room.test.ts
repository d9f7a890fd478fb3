import { describe, expect, it } from "vitest";
import { mergeMessages } from "./use-project-room";

const message = (id: number, text = `m${id}`) => ({ id, authorId: "u", author: "A", message: text, timestamp: id });

describe("chat messages", () => {
  it("are never shown twice and stay in server order, however they arrive", () => {
    const live = mergeMessages([], [message(3), message(1)]);
    const afterCatchUp = mergeMessages(live, [message(1), message(2), message(3)]);
    expect(afterCatchUp.map((m) => m.id)).toEqual([1, 2, 3]);
  });
});
