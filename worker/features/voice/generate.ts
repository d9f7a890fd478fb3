import type { VoiceMeasures, VoiceProfile } from "../../../schema/voice";
import { OFFLINE_MODEL } from "../../ai/engines";
import type { AiSession } from "../../ai/session";
import { CONTRACTIONS } from "../../text/ai-phrases";

/** The voice as instructions a language model can follow. */
function voiceBrief(profile: VoiceProfile, measures: VoiceMeasures): string {
  return [
    `Tone: ${profile.tone}.`,
    `Write in the ${profile.perspective === "mixed" ? "first and third" : profile.perspective} person.`,
    `Average sentence length: about ${Math.round(measures.sentenceLength)} words.`,
    measures.contractionsPer100 >= 1 ? "Use contractions as people speak." : "Do not use contractions.",
    `On a scale of 1 to 10: humour ${profile.humor}, technical depth ${profile.technicality}, emotion ${profile.emotion}, storytelling ${profile.storytelling}.`,
    profile.examples ? "Give a concrete example." : "",
    profile.metaphors ? "Use one fitting comparison." : "",
  ]
    .filter(Boolean)
    .join(" ");
}

/** Expanded forms turned into contractions, for a voice that uses them ("do not" → "don't"). */
function contract(text: string): string {
  let out = text;
  for (const [long, short] of CONTRACTIONS) out = out.replaceAll(` ${long} `, ` ${short} `);
  return out;
}

/** Splits or joins the scaffold's sentences towards the voice's measured sentence length. */
function sentencesOfLength(ideas: string[], target: number): string[] {
  if (target >= 18) {
    const joined: string[] = [];
    for (let i = 0; i < ideas.length; i += 2)
      joined.push(
        ideas[i + 1]
          ? `${ideas[i]!.slice(0, -1)}, and ${ideas[i + 1]![0]!.toLowerCase()}${ideas[i + 1]!.slice(1)}`
          : ideas[i]!,
      );
    return joined;
  }
  return ideas;
}

/**
 * The offline engine's draft in the voice: a scaffold on the prompt that applies what can be measured (person,
 * sentence length, contractions, examples, comparisons) for the writer to fill in.
 */
function offlineDraft(prompt: string, profile: VoiceProfile, measures: VoiceMeasures): string {
  let topic = prompt.trim();
  while (topic && ".!?".includes(topic.at(-1)!)) topic = topic.slice(0, -1);
  const inline =
    topic.length > 1 && topic[1] === topic[1]!.toLowerCase() ? `${topic[0]!.toLowerCase()}${topic.slice(1)}` : topic;
  const subject = profile.perspective === "third" ? "They" : "I";
  const possessive = profile.perspective === "third" ? "their" : "my";
  const ideas = [
    `${subject} want to talk about ${inline}.`,
    `${subject} do not think it is as simple as it looks.`,
    `Here is what ${possessive} experience says about it.`,
    profile.examples
      ? "For example, [a moment from your own work that shows it]."
      : "[The point you most want the reader to keep.]",
    profile.metaphors ? "It is like [a comparison your readers know]." : "[What changes once the reader sees it.]",
    profile.storytelling >= 6
      ? `${subject} remember the first time ${subject.toLowerCase()} saw this happen.`
      : "[The practical next step.]",
  ];
  const body = sentencesOfLength(ideas, measures.sentenceLength).join(" ");
  const voiced = measures.contractionsPer100 >= 1 ? contract(` ${body} `).trim() : body;
  return `# ${topic[0]?.toUpperCase() ?? ""}${topic.slice(1)}\n\n${voiced}`;
}

/** Content in the user's voice: a language model following the profile when one answers, else the offline scaffold. */
export async function generateInVoice(ai: AiSession, prompt: string, profile: VoiceProfile, measures: VoiceMeasures) {
  const generated = ai.available
    ? await ai.generate({
        system: `Write what the user asks for, in this writer's voice. ${voiceBrief(profile, measures)} Answer with the text only.`,
        prompt,
        maxOutputTokens: 900,
      })
    : null;
  return {
    generatedContent: generated?.text ?? offlineDraft(prompt, profile, measures),
    engine: generated?.engine ?? ("offline" as const),
    model: generated?.model ?? OFFLINE_MODEL,
  };
}
