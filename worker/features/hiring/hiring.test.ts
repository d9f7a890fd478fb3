import { describe, expect, it } from "vitest";
import { apiClient, readError, registerAccount, registerOnPlan } from "../../test/client";
import type { profileRoutes } from "../profile/routes";
import type { communicationRoutes, creatorRoutes, hiringRoutes } from "./routes";

const hiring = (cookie?: string) => apiClient<typeof hiringRoutes>("/api/hiring", { cookie });
const creators = (cookie: string) => apiClient<typeof creatorRoutes>("/api/creators", { cookie });
const chat = (cookie: string) => apiClient<typeof communicationRoutes>("/api/communication", { cookie });

/** A skill nobody else in the test database has, so that results can be read without other tests' creators. */
const uniqueSkill = () => `Skill${crypto.randomUUID().slice(0, 8)}`;

async function creatorWith(
  profile: Parameters<ReturnType<typeof apiClient<typeof profileRoutes>>["update"]["$post"]>[0]["json"],
) {
  const account = await registerAccount();
  const saved = await apiClient<typeof profileRoutes>("/api/profile", { cookie: account.cookie }).update.$post({
    json: profile,
  });
  expect(saved.status).toBe(200);
  return account;
}

describe("finding creators for a project", () => {
  it("scores every creator with its parts and a reason, best first", async () => {
    const skill = uniqueSkill();
    const other = uniqueSkill();
    const client = await registerOnPlan("professional");
    await apiClient<typeof profileRoutes>("/api/profile", { cookie: client.cookie }).update.$post({
      json: { timeZone: "UTC" },
    });
    const close = await creatorWith({
      name: "Close Match",
      skills: [skill, other],
      languages: ["English", "Spanish"],
      hourlyRate: 20,
      timeZone: "Europe/London",
    });
    const far = await creatorWith({ name: "Far Match", skills: [skill], languages: ["French"], hourlyRate: 100 });

    const response = await hiring(client.cookie)["find-matches"].$post({
      json: {
        projectRequirements: {
          description: "A series of guides",
          skills: `${skill}, ${other}`,
          budget: 4000,
          currency: "USD",
          timeframe: "1 month",
          languages: ["Spanish"],
        },
      },
    });
    expect(response.status).toBe(200);
    const { matches } = await response.json();
    const ours = matches.filter((m) => [close.body.user.id, far.body.user.id].includes(m.creatorId));
    expect(ours.map((m) => m.creator.name)).toEqual(["Close Match", "Far Match"]);
    expect(ours[0]).toMatchObject({ skillsMatch: 1, languageCompatibility: 1, budgetAlignment: 1 });
    // Far: one of two skills, no Spanish, no time zone (½), $100 × 160 h = $16,000 against $4,000 (¼).
    expect(ours[1]).toMatchObject({
      skillsMatch: 0.5,
      languageCompatibility: 0,
      timezoneCompatibility: 0.5,
      budgetAlignment: 0.25,
      overallScore: 0.338,
    });
    expect(ours[1]!.reason).toMatchObject({ skillsRequired: 2, estimateUsd: 16000, budgetUsd: 4000 });
    expect(JSON.stringify(matches)).not.toContain("@example.com");
  });

  it("needs a description and a budget, and the Professional plan", async () => {
    const client = await registerOnPlan("professional");
    const missing = await hiring(client.cookie)["find-matches"].$post({
      // @ts-expect-error: the budget is missing, as the form would send it empty
      json: { projectRequirements: { description: "" } },
    });
    expect(missing.status).toBe(400);
    expect((await readError(missing)).fields).toHaveProperty("projectRequirements.description");

    const free = await registerAccount();
    const refused = await hiring(free.cookie)["find-matches"].$post({
      json: { projectRequirements: { description: "Guides", budget: 100 } },
    });
    expect(refused.status).toBe(402);
    expect((await readError(refused)).code).toBe("plan_required");
  });
});

describe("posted projects", () => {
  it("are listed with their current matches, and only their owner can delete them", async () => {
    const skill = uniqueSkill();
    const match = await creatorWith({ name: "Posted Match", skills: [skill], hourlyRate: 10 });
    const client = await registerOnPlan("professional");
    const posted = await hiring(client.cookie)["create-opportunity"].$post({
      json: {
        projectDetails: {
          title: "Recovery guide",
          description: "Write it",
          budget: 900,
          currency: "EUR",
          requirements: skill,
        },
        targetLanguages: ["English"],
      },
    });
    expect(posted.status).toBe(201);
    const { opportunity } = await posted.json();
    expect(opportunity).toMatchObject({ title: "Recovery guide", budget: 900, currency: "EUR", skills: [skill] });

    const { opportunities } = await (await hiring(client.cookie).opportunities.$get()).json();
    expect(opportunities).toHaveLength(1);
    expect(opportunities[0]!.matches[0]).toMatchObject({ creatorId: match.body.user.id, skillsMatch: 1 });

    const stranger = await registerOnPlan("professional");
    expect((await (await hiring(stranger.cookie).opportunities.$get()).json()).opportunities).toEqual([]);
    const param = { id: opportunity.id };
    expect((await hiring(stranger.cookie).opportunities[":id"].$delete({ param })).status).toBe(404);
    expect((await hiring(client.cookie).opportunities[":id"].$delete({ param })).status).toBe(200);
  });
});

describe("the creators directory", () => {
  it("lists profiles, filtered by skill, language, type and rate, and never their addresses", async () => {
    const skill = uniqueSkill();
    await creatorWith({
      name: "Cheap Kreaitor",
      skills: [skill],
      languages: ["German"],
      userType: "kreaitor",
      hourlyRate: 15,
    });
    await creatorWith({
      name: "Dear Author",
      skills: [skill],
      languages: ["English"],
      userType: "traditional",
      hourlyRate: 90,
    });
    await registerAccount(); // no profile: not a creator
    const viewer = await registerAccount();
    const list = async (query: Record<string, string>) =>
      (await (await creators(viewer.cookie).index.$get({ query: { skill, ...query } })).json()).creators.map(
        (c) => c.name,
      );
    expect(await list({})).toEqual(["Cheap Kreaitor", "Dear Author"]);
    expect(await list({ language: "German" })).toEqual(["Cheap Kreaitor"]);
    expect(await list({ type: "traditional" })).toEqual(["Dear Author"]);
    expect(await list({ maxRate: "50" })).toEqual(["Cheap Kreaitor"]);
    expect(await list({ q: "dear" })).toEqual(["Dear Author"]);
    const raw = await (await creators(viewer.cookie).index.$get({ query: { skill } })).text();
    expect(raw).not.toContain("@example.com");
  });
});

describe("messages", () => {
  it("are seen only by their two parties, delivered untranslated without an engine, and counted unread", async () => {
    const client = await registerOnPlan("professional");
    const creator = await creatorWith({ name: "Message Creator", skills: [uniqueSkill()], languages: ["Spanish"] });
    const stranger = await registerAccount();
    const sent = await chat(client.cookie)["translate-message"].$post({
      json: { recipientId: creator.body.user.id, message: "Hello, could you write a guide for us next month?" },
    });
    expect(sent.status).toBe(201);
    const { message } = await sent.json();
    expect(message).toMatchObject({ fromMe: true, originalLanguage: "en", targetLanguage: "es", translated: false });

    const inbox = await (await chat(creator.cookie).contacts.$get()).json();
    expect(inbox.unread).toBe(1);
    expect(inbox.contacts[0]).toMatchObject({ id: client.body.user.id, unread: 1 });
    const thread = await (
      await chat(creator.cookie).threads[":id"].$get({ param: { id: client.body.user.id } })
    ).json();
    expect(thread.messages.map((m) => m.originalText)).toEqual(["Hello, could you write a guide for us next month?"]);
    expect((await (await chat(creator.cookie).contacts.$get()).json()).unread).toBe(0);

    const peek = await (await chat(stranger.cookie).threads[":id"].$get({ param: { id: client.body.user.id } })).json();
    expect(peek.messages).toEqual([]);
    expect((await (await chat(stranger.cookie).contacts.$get()).json()).contacts).toEqual([]);
  });

  it("may be answered on any plan, but a free account cannot start a conversation", async () => {
    const client = await registerOnPlan("professional");
    const creator = await registerAccount();
    const first = await chat(creator.cookie)["translate-message"].$post({
      json: { recipientId: client.body.user.id, message: "Hi, I saw your project." },
    });
    expect(first.status).toBe(402);
    await chat(client.cookie)["translate-message"].$post({
      json: { recipientId: creator.body.user.id, message: "Would you like to work with us?" },
    });
    const reply = await chat(creator.cookie)["translate-message"].$post({
      json: { recipientId: client.body.user.id, message: "Yes, gladly." },
    });
    expect(reply.status).toBe(201);
    expect((await reply.json()).message.messageType).toBe("reply");

    const empty = await chat(client.cookie)["translate-message"].$post({
      json: { recipientId: creator.body.user.id, message: "   " },
    });
    expect(empty.status).toBe(400);
    const nobody = await chat(client.cookie)["translate-message"].$post({
      json: { recipientId: crypto.randomUUID(), message: "Hello?" },
    });
    expect(nobody.status).toBe(404);
  });
});
