import { TIMEFRAME_HOURS, type Timeframe } from "../../../schema/hiring-enums";

/** How much each part counts in the overall score; they add up to 1. */
export const MATCH_WEIGHTS = { skills: 0.4, language: 0.2, timezone: 0.15, budget: 0.25 } as const;

/** A specialty counts for half a skill: related, not the same promise. */
const SPECIALTY_WEIGHT = 0.5;
/** The working day both sides are assumed to keep, in local hours. */
const WORKING_HOURS = 8;
/** What a part scores when the profile does not say (no rate, no time zone): neither for nor against. */
const UNKNOWN = 0.5;

export interface Candidate {
  id: string;
  skills: string[];
  specialties: string[];
  languages: string[];
  /** USD cents an hour, or null. */
  hourlyRateCents: number | null;
  /** Hours ahead of UTC now, or null when the profile has no time zone. */
  utcOffsetHours: number | null;
}

export interface Project {
  skills: string[];
  languages: string[];
  /** The budget converted to US dollars. */
  budgetUsd: number;
  timeframe: Timeframe;
  /** The client's hours ahead of UTC, or null. */
  utcOffsetHours: number | null;
}

export interface Match {
  creatorId: string;
  overallScore: number;
  skillsMatch: number;
  languageCompatibility: number;
  timezoneCompatibility: number;
  budgetAlignment: number;
  /** What the one-line reason says, as data the page words in the reader's language. */
  reason: {
    skillsMatched: string[];
    skillsRequired: number;
    languagesShared: string[];
    overlapHours: number | null;
    estimateUsd: number | null;
    budgetUsd: number;
  };
}

/** A skill as it is compared: lower case, accents and punctuation gone, spaces single ("Copy-writing" = "copy writing"). */
export function normalizeSkill(skill: string): string {
  return skill
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

const round = (value: number) => Math.round(value * 1000) / 1000;

function skillsPart(required: string[], candidate: Candidate) {
  const wanted = [...new Set(required.map(normalizeSkill).filter(Boolean))];
  if (wanted.length === 0) return { score: 1, matched: [] };
  const skills = new Set(candidate.skills.map(normalizeSkill));
  const specialties = new Set(candidate.specialties.map(normalizeSkill));
  let earned = 0;
  const matched: string[] = [];
  for (const skill of wanted) {
    if (skills.has(skill)) earned += 1;
    else if (specialties.has(skill)) earned += SPECIALTY_WEIGHT;
    else continue;
    matched.push(skill);
  }
  return { score: earned / wanted.length, matched };
}

function languagePart(required: string[], candidate: Candidate) {
  if (required.length === 0) return { score: 1, shared: [] };
  const spoken = new Set(candidate.languages);
  const shared = required.filter((language) => spoken.has(language));
  return { score: shared.length / required.length, shared };
}

/** Hours of the two working days (9 to 5 local) that overlap, out of 8. */
function timezonePart(client: number | null, creator: number | null) {
  if (client === null || creator === null) return { score: UNKNOWN, overlap: null };
  const apart = Math.abs(client - creator) % 24;
  const distance = Math.min(apart, 24 - apart);
  const overlap = Math.max(0, WORKING_HOURS - distance);
  return { score: overlap / WORKING_HOURS, overlap };
}

/** 1 when the creator's rate for the timeframe fits the budget, else the share of it the budget covers. */
function budgetPart(project: Project, candidate: Candidate) {
  if (candidate.hourlyRateCents === null) return { score: UNKNOWN, estimate: null };
  const estimate = (candidate.hourlyRateCents / 100) * TIMEFRAME_HOURS[project.timeframe];
  if (estimate <= project.budgetUsd) return { score: 1, estimate };
  return { score: project.budgetUsd / estimate, estimate };
}

/** Scores one creator for a project: each part from 0 to 1, the overall score their weighted sum. */
export function scoreMatch(project: Project, candidate: Candidate): Match {
  const skills = skillsPart(project.skills, candidate);
  const language = languagePart(project.languages, candidate);
  const timezone = timezonePart(project.utcOffsetHours, candidate.utcOffsetHours);
  const budget = budgetPart(project, candidate);
  const overall =
    MATCH_WEIGHTS.skills * skills.score +
    MATCH_WEIGHTS.language * language.score +
    MATCH_WEIGHTS.timezone * timezone.score +
    MATCH_WEIGHTS.budget * budget.score;
  return {
    creatorId: candidate.id,
    overallScore: round(overall),
    skillsMatch: round(skills.score),
    languageCompatibility: round(language.score),
    timezoneCompatibility: round(timezone.score),
    budgetAlignment: round(budget.score),
    reason: {
      skillsMatched: skills.matched,
      skillsRequired: new Set(project.skills.map(normalizeSkill).filter(Boolean)).size,
      languagesShared: language.shared,
      overlapHours: timezone.overlap,
      estimateUsd: budget.estimate,
      budgetUsd: project.budgetUsd,
    },
  };
}

/** Every candidate scored, best first; ties go to the better skills match, then the id (a stable order). */
export function rankMatches(project: Project, candidates: Candidate[], limit: number): Match[] {
  return candidates
    .map((candidate) => scoreMatch(project, candidate))
    .sort(
      (a, b) =>
        b.overallScore - a.overallScore || b.skillsMatch - a.skillsMatch || a.creatorId.localeCompare(b.creatorId),
    )
    .slice(0, limit);
}

/** Hours ahead of UTC of a time zone at a moment ("Asia/Kolkata" → 5.5), or null for an unknown zone. */
export function utcOffsetHours(zone: string | null, at: Date = new Date()): number | null {
  if (!zone) return null;
  try {
    const name = new Intl.DateTimeFormat("en-US", { timeZone: zone, timeZoneName: "longOffset" })
      .formatToParts(at)
      .find((part) => part.type === "timeZoneName")?.value;
    const offset = /^GMT([+-])(\d{1,2}):?(\d{2})?$/.exec(name ?? "");
    if (!offset) return 0; // "GMT" alone: no offset
    const hours = Number(offset[2]) + Number(offset[3] ?? 0) / 60;
    return offset[1] === "-" ? -hours : hours;
  } catch {
    return null;
  }
}
