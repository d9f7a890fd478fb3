/**
 * KDP categories for a work: from what the work is about (its title, chapter titles and text, for English works),
 * else from the industry the creator chose, and always the creator's own choice when they make one. Category names
 * are Amazon's (kdp.amazon.com's category browser, US store), which is why they are English in every language.
 */
import { wordsIn } from "../../text/counts";
import type { BookSource } from "../literary";

interface KdpCategory {
  name: string;
  /** Words that say a work belongs here (singular forms; a trailing "s" is dropped before matching). */
  words: string[];
}

const CONTENT_CATEGORIES: KdpCategory[] = [
  {
    name: "Crafts, Hobbies & Home > Gardening & Landscape Design",
    words: [
      "garden",
      "gardening",
      "plant",
      "soil",
      "seed",
      "compost",
      "vegetable",
      "flower",
      "balcony",
      "pot",
      "herb",
      "seedling",
      "harvest",
      "prune",
    ],
  },
  {
    name: "Crafts, Hobbies & Home > Sustainable Living",
    words: ["compost", "sustainable", "organic", "recycle", "homestead", "seed", "garden", "rainwater"],
  },
  {
    name: "Cookbooks, Food & Wine > Quick & Easy",
    words: ["recipe", "cook", "cooking", "kitchen", "bake", "baking", "bread", "meal", "dinner", "ingredient", "oven"],
  },
  {
    name: "Health, Fitness & Dieting > Diseases & Physical Ailments",
    words: [
      "stroke",
      "injury",
      "illness",
      "disease",
      "symptom",
      "diagnosis",
      "rehabilitation",
      "hospital",
      "discharge",
      "patient",
      "medication",
      "medicine",
      "clinician",
      "physiotherapy",
    ],
  },
  {
    name: "Health, Fitness & Dieting > Mental Health",
    words: ["anxiety", "depression", "stress", "mental", "mood", "mindfulness", "trauma", "burnout", "grief", "panic"],
  },
  {
    name: "Health, Fitness & Dieting > Exercise & Fitness",
    words: ["exercise", "fitness", "workout", "strength", "running", "yoga", "stretch", "muscle", "cardio"],
  },
  {
    name: "Health, Fitness & Dieting > Diets & Weight Loss",
    words: ["diet", "weight", "nutrition", "calorie", "fasting", "protein", "sugar"],
  },
  {
    name: "Self-Help > Personal Transformation",
    words: ["mindset", "motivation", "confidence", "purpose", "transformation", "resilience", "self-esteem"],
  },
  {
    name: "Self-Help > Time Management",
    words: ["productivity", "schedule", "routine", "procrastination", "focus", "deadline", "planner"],
  },
  {
    name: "Business & Money > Entrepreneurship",
    words: ["business", "startup", "founder", "entrepreneur", "launch", "customer", "revenue", "offer"],
  },
  {
    name: "Business & Money > Small Business",
    words: ["bookkeeping", "invoice", "freelance", "freelancer", "consultant", "solo", "client", "shop"],
  },
  {
    name: "Business & Money > Marketing & Sales",
    words: ["marketing", "sale", "audience", "brand", "funnel", "advertising", "newsletter", "pricing"],
  },
  {
    name: "Business & Money > Personal Finance",
    words: [
      "money",
      "budget",
      "budgeting",
      "saving",
      "debt",
      "income",
      "expense",
      "retirement",
      "investing",
      "pension",
    ],
  },
  {
    name: "Business & Money > Management & Leadership",
    words: ["leadership", "manager", "management", "employee", "hiring", "delegation"],
  },
  {
    name: "Parenting & Relationships > Parenting",
    words: ["parenting", "child", "children", "kid", "baby", "toddler", "teenager", "bedtime"],
  },
  {
    name: "Parenting & Relationships > Family Relationships",
    words: ["family", "caregiver", "caregiving", "carer", "sibling", "marriage"],
  },
  {
    name: "Education & Teaching > Studying & Workbooks",
    words: ["study", "exam", "student", "lesson", "homework", "revision", "worksheet", "exercise"],
  },
  {
    name: "Computers & Technology > Programming",
    words: ["code", "programming", "javascript", "python", "software", "developer", "function", "database", "api"],
  },
  {
    name: "Reference > Writing, Research & Publishing Guides",
    words: ["writing", "writer", "publishing", "author", "novel", "editing", "manuscript", "draft"],
  },
  {
    name: "Crafts, Hobbies & Home > Home Improvement & Design",
    words: ["renovation", "decor", "furniture", "declutter", "cleaning", "repair", "paint"],
  },
  { name: "Travel", words: ["travel", "trip", "itinerary", "destination", "passport", "hiking", "camping"] },
  {
    name: "Crafts, Hobbies & Home > Pets & Animal Care",
    words: ["dog", "cat", "puppy", "kitten", "pet", "vet", "leash"],
  },
];

/** The creator's industry, where the work's words say nothing (or the work is not in English). */
const INDUSTRY_CATEGORIES: Record<string, [string, string]> = {
  healthcare: ["Health, Fitness & Dieting > Diseases & Physical Ailments", "Self-Help > Personal Transformation"],
  business: ["Business & Money > Entrepreneurship", "Business & Money > Small Business"],
  finance: ["Business & Money > Personal Finance", "Business & Money > Budgeting & Money Management"],
  education: ["Education & Teaching > Studying & Workbooks", "Reference > Writing, Research & Publishing Guides"],
  technology: ["Computers & Technology > Business Technology", "Business & Money > Skills"],
  lifestyle: ["Self-Help > Personal Transformation", "Crafts, Hobbies & Home > Home Improvement & Design"],
};

/** Every category a creator can choose, in the order the form lists them. */
export const KDP_CATEGORY_NAMES: readonly string[] = [
  ...new Set([...CONTENT_CATEGORIES.map((category) => category.name), ...Object.values(INDUSTRY_CATEGORIES).flat()]),
].sort();

const singular = (word: string) =>
  word.length > 4 && word.endsWith("s") && !word.endsWith("ss") ? word.slice(0, -1) : word;

/** Each content category's weight in the work: title words ×5, chapter titles ×3, the text ×1. */
function categoryScores(book: Pick<BookSource, "title" | "chapters">): Map<string, number> {
  const counts = new Map<string, number>();
  const add = (text: string, weight: number) => {
    for (const word of wordsIn(text.toLowerCase()))
      counts.set(singular(word), (counts.get(singular(word)) ?? 0) + weight);
  };
  add(book.title, 5);
  for (const chapter of book.chapters) {
    add(chapter.title, 3);
    add(chapter.body, 1);
  }
  return new Map(
    CONTENT_CATEGORIES.map((category) => [
      category.name,
      category.words.reduce((sum, word) => sum + (counts.get(word) ?? 0), 0),
    ]),
  );
}

/**
 * The two categories to suggest: the two the work's words point to most (an English work; the first with at least a
 * few mentions), filled from the creator's industry where the words point to fewer.
 */
export function suggestCategories(
  book: Pick<BookSource, "title" | "chapters" | "language">,
  industry: string,
): [string, string] {
  const fromIndustry = INDUSTRY_CATEGORIES[industry] ?? INDUSTRY_CATEGORIES.business!;
  const english = book.language.toLowerCase().startsWith("en");
  // The strongest first; one the words point to only a little still beats an industry the creator may have left as
  // it was (a gardening workbook under the form's default "healthcare").
  const ranked = english ? [...categoryScores(book)].filter(([, score]) => score > 0).sort((a, b) => b[1] - a[1]) : [];
  const fromWords = (ranked[0]?.[1] ?? 0) >= 3 ? ranked.map(([name]) => name) : [];
  const [first, second] = [...new Set([...fromWords, ...fromIndustry])];
  return [first!, second!];
}
