import { runOfflinePipeline } from "../worker/features/humanizer/pipeline";
import { STAGE_NAMES } from "../worker/features/humanizer/stages";
import { CORPUS } from "../worker/test/fixtures/corpus";
import { detectAiWriting } from "../worker/text/detector";

const ROUNDS = 30;
const words = CORPUS.reduce((sum, entry) => sum + entry.text.split(/\s+/).length, 0) * ROUNDS;

/** Words per second of one single-threaded loop over the fixture corpus, after a warm-up round. */
function wordsPerSecond(work: (text: string) => unknown): number {
  for (const entry of CORPUS) work(entry.text);
  const started = performance.now();
  for (let round = 0; round < ROUNDS; round++) for (const entry of CORPUS) work(entry.text);
  return Math.round(words / ((performance.now() - started) / 1000));
}

export function humanizerWordsPerSecond(): number {
  return wordsPerSecond((text) =>
    runOfflinePipeline(text, { stages: STAGE_NAMES, style: "professional", strength: 1 }),
  );
}

export function detectorWordsPerSecond(): number {
  return wordsPerSecond((text) => detectAiWriting(text));
}
