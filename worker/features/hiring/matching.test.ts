import { describe, expect, it } from "vitest";
import {
  type Candidate,
  MATCH_WEIGHTS,
  normalizeSkill,
  type Project,
  rankMatches,
  scoreMatch,
  utcOffsetHours,
} from "./matching";

const project: Project = {
  skills: ["Copywriting", "SEO", "Editing"],
  languages: ["English", "Spanish"],
  budgetUsd: 4000,
  timeframe: "1 month",
  utcOffsetHours: 0,
};

const creators: Candidate[] = [
  {
    id: "a",
    skills: ["COPYWRITING", "seo"],
    specialties: ["editing"],
    languages: ["English", "Spanish"],
    hourlyRateCents: 2000,
    utcOffsetHours: 1,
  },
  { id: "b", skills: ["SEO"], specialties: [], languages: ["English"], hourlyRateCents: 5000, utcOffsetHours: -5 },
  { id: "c", skills: [], specialties: [], languages: ["French"], hourlyRateCents: null, utcOffsetHours: null },
];

describe("match scores", () => {
  it("weigh four parts that add up to 1", () => {
    expect(Object.values(MATCH_WEIGHTS).reduce((sum, weight) => sum + weight, 0)).toBeCloseTo(1, 10);
  });

  it("equal the hand-computed values for a fixed set of creators", () => {
    // a: skills (1 + 1 + ½ for the specialty) / 3; both languages; 7 of 8 hours overlap; $20 × 160 h ≤ $4,000.
    expect(scoreMatch(project, creators[0]!)).toMatchObject({
      skillsMatch: 0.833,
      languageCompatibility: 1,
      timezoneCompatibility: 0.875,
      budgetAlignment: 1,
      overallScore: 0.915, // 0.4 × 5/6 + 0.2 + 0.15 × 0.875 + 0.25
      reason: {
        skillsMatched: ["copywriting", "seo", "editing"],
        skillsRequired: 3,
        overlapHours: 7,
        estimateUsd: 3200,
      },
    });
    // b: 1 of 3 skills; 1 of 2 languages; 3 of 8 hours; $50 × 160 h = $8,000, so the budget covers half.
    expect(scoreMatch(project, creators[1]!)).toMatchObject({
      skillsMatch: 0.333,
      languageCompatibility: 0.5,
      timezoneCompatibility: 0.375,
      budgetAlignment: 0.5,
      overallScore: 0.415,
    });
    // c: nothing matches; no time zone and no rate count as unknown (½ each).
    expect(scoreMatch(project, creators[2]!)).toMatchObject({
      skillsMatch: 0,
      languageCompatibility: 0,
      timezoneCompatibility: 0.5,
      budgetAlignment: 0.5,
      overallScore: 0.2,
    });
  });

  it("rank best first, and count time zones across the date line", () => {
    expect(rankMatches(project, creators, 2).map((m) => m.creatorId)).toEqual(["a", "b"]);
    const farEast = { ...project, utcOffsetHours: 13 };
    const farWest = { ...creators[0]!, utcOffsetHours: -11 };
    expect(scoreMatch(farEast, farWest).timezoneCompatibility).toBe(1);
    expect(
      scoreMatch({ ...project, utcOffsetHours: 12 }, { ...creators[0]!, utcOffsetHours: 0 }).timezoneCompatibility,
    ).toBe(0);
    expect(scoreMatch({ ...project, skills: [], languages: [] }, creators[2]!).skillsMatch).toBe(1);
  });

  it("compare skills without case, accents or punctuation", () => {
    expect(normalizeSkill("  Café-Writing ")).toBe("cafe writing");
    expect(normalizeSkill("SEO/SEM")).toBe("seo sem");
  });

  it("read a time zone's offset from UTC", () => {
    expect(utcOffsetHours("Asia/Kolkata")).toBe(5.5);
    expect(utcOffsetHours("UTC")).toBe(0);
    expect(utcOffsetHours("America/New_York", new Date("2026-01-15T12:00:00Z"))).toBe(-5);
    expect(utcOffsetHours("Mars/Olympus")).toBeNull();
    expect(utcOffsetHours(null)).toBeNull();
  });
});
