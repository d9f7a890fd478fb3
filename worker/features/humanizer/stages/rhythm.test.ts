import { describe, expect, it } from "vitest";
import { sentencesOf, varyRhythm } from "./rhythm";

describe("sentence rhythm", () => {
  it("joins short statements with a semicolon, or with a comma before the conjunction the second opens with", () => {
    expect(varyRhythm("The tide turned at noon. The boats left soon after.", 1).text).toBe(
      "The tide turned at noon; the boats left soon after.",
    );
    expect(varyRhythm("We waited all morning. But the ferry never came.", 1).text).toBe(
      "We waited all morning, but the ferry never came.",
    );
  });

  it("joins each sentence at most once, so no chain of semicolons grows", () => {
    const { text, changes } = varyRhythm(
      "It rained all day. It rained again at night. It kept raining there. It stopped at last.",
      1,
    );
    expect(changes).toBeGreaterThan(0);
    expect(text.match(/;/g)).toHaveLength(changes);
    expect(text).not.toMatch(/;[^.]*;/);
  });

  it("leaves names, questions, long sentences, list markers and dotted names as they were", () => {
    for (const line of [
      "The report is out now. Okafor wrote most of it herself.",
      "The report is out now. Who wrote most of it?",
      "The committee spent the whole of the last parliamentary session arguing over the wording of the report. The report itself was published last week without any of the many changes they had asked for.",
      "\uE0002\uE001. The income question changed wording halfway through.",
      "Moved lines are shown in color.diff.newMoved for you. The old ones are shown in color.diff.oldMoved instead.",
    ])
      expect(varyRhythm(line, 1).text).toBe(line);
  });

  it("takes only the given share of the chances", () => {
    const line =
      "It rained all day. The sea rose fast. We stayed in all week. The roads flooded too. The power went out. We lit the candles.";
    expect(varyRhythm(line, 1).changes).toBeGreaterThanOrEqual(2);
    expect(varyRhythm(line, 0.2).changes).toBe(1);
    expect(varyRhythm(line, 0).text).toBe(line);
  });

  it("ends sentences only where a space or the line's end follows the stop", () => {
    expect(sentencesOf('Save it as key.pub first. Then run "ssh-add". Done!')).toEqual([
      "Save it as key.pub first. ",
      'Then run "ssh-add". ',
      "Done!",
    ]);
  });
});
