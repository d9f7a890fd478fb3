/** Vocabulary of machine-written prose, shared by the detector (to find it) and the humanizer (to replace it). */

export const STOCK_PHRASES = [
  "delve into", "delves into", "delving into", "delve", "in today's fast-paced world", "in today's digital age",
  "in today's world", "it is important to note that", "it is important to note", "it's important to note",
  "it is worth noting that", "it's worth noting that", "it is worth noting", "navigate the complexities",
  "navigating the complexities", "a rich tapestry", "rich tapestry", "tapestry of", "the ever-evolving landscape",
  "ever-evolving landscape", "ever-evolving", "ever-changing landscape", "plays a crucial role", "play a crucial role",
  "plays a vital role", "play a vital role", "plays a pivotal role", "unlock the full potential",
  "unlock the potential", "unleash the power", "harness the power", "embark on a journey", "embark on",
  "in conclusion", "in summary", "to sum up", "at the end of the day", "a testament to", "stands as a testament",
  "the realm of", "in the realm of", "game-changer", "game changer", "cutting-edge", "a myriad of", "myriad",
  "a plethora of", "plethora", "when it comes to", "first and foremost", "in order to", "serves as a",
  "a wide range of", "a variety of", "not only", "but also", "it goes without saying", "needless to say",
  "the importance of", "key takeaway", "key takeaways", "dive deep", "deep dive", "dive into", "shed light on",
  "pave the way", "paving the way", "strike a balance", "a holistic approach", "holistic", "synergy",
  "in the digital landscape", "the landscape of", "thought-provoking", "it can be argued", "it could be argued",
] as const;

export const BUZZWORDS = [
  "seamless", "seamlessly", "robust", "leverage", "leveraging", "leverages", "foster", "fostering", "fosters",
  "crucial", "vital", "pivotal", "enhance", "enhancing", "enhances", "comprehensive", "utilize", "utilizing",
  "utilizes", "facilitate", "facilitates", "facilitating", "optimize", "optimizing", "empower", "empowering",
  "empowers", "innovative", "transformative", "dynamic", "streamline", "streamlined", "paramount", "invaluable",
  "multifaceted", "nuanced", "meticulous", "meticulously", "bolster", "elevate", "elevating", "resonate",
  "resonates", "unparalleled", "vibrant", "intricate", "intricacies", "noteworthy", "endeavor", "endeavors",
  "showcase", "showcasing", "underscore", "underscores", "commendable", "notably", "additionally", "furthermore",
  "moreover", "ultimately", "overall", "essential", "significant", "significantly", "effectively", "efficiently",
] as const;

export const TRANSITIONS = [
  "moreover", "furthermore", "additionally", "in addition", "however", "consequently", "therefore", "thus",
  "ultimately", "in conclusion", "overall", "notably", "importantly", "similarly", "likewise", "nevertheless",
  "nonetheless", "as a result", "on the other hand", "in contrast", "subsequently", "accordingly", "hence",
  "in summary", "to summarize", "that said", "with that in mind", "by doing so", "in essence", "indeed",
] as const;

export const HEDGES = [
  "may", "might", "could", "potentially", "possibly", "arguably", "generally", "typically", "often", "somewhat",
  "perhaps", "to some extent", "in many cases", "it can be argued", "it could be argued", "tends to", "tend to",
  "can help", "may help", "can be", "it is possible", "relatively", "largely", "usually", "in some cases",
] as const;

export const ENUMERATORS = ["first", "firstly", "second", "secondly", "third", "thirdly", "fourth", "finally", "lastly", "next", "to begin", "to start"] as const;

/** Expanded forms that people usually contract, with their contractions (used in both directions). */
export const CONTRACTIONS: readonly (readonly [string, string])[] = [
  ["do not", "don't"], ["does not", "doesn't"], ["did not", "didn't"], ["is not", "isn't"], ["are not", "aren't"],
  ["was not", "wasn't"], ["were not", "weren't"], ["cannot", "can't"], ["can not", "can't"], ["will not", "won't"],
  ["would not", "wouldn't"], ["should not", "shouldn't"], ["could not", "couldn't"], ["have not", "haven't"],
  ["has not", "hasn't"], ["had not", "hadn't"], ["it is", "it's"], ["that is", "that's"], ["there is", "there's"],
  ["what is", "what's"], ["we are", "we're"], ["they are", "they're"], ["you are", "you're"], ["i am", "I'm"],
  ["let us", "let's"], ["we will", "we'll"], ["you will", "you'll"], ["it will", "it'll"], ["they will", "they'll"],
  ["we have", "we've"], ["you have", "you've"], ["they have", "they've"], ["i have", "I've"], ["i will", "I'll"],
];

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/'/g, "['’]");
}

/** One case-insensitive regex matching any of the phrases as whole words, longest first. */
export function phraseRegExp(phrases: readonly string[], flags = "gi"): RegExp {
  const sorted = [...phrases].sort((a, b) => b.length - a.length).map(escapeRegExp);
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${sorted.join("|")})(?![\\p{L}\\p{N}])`, `${flags}u`);
}
