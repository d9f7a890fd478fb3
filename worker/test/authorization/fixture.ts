import { env } from "cloudflare:workers";
import type { Hono } from "hono";
import type { ExtractSchema } from "hono/types";
import type { AppEnv } from "../../env";
import type { adminRoutes } from "../../features/admin/routes";
import { DEMO_ACCOUNTS } from "../../features/auth/shared/demo-accounts";
import type { contentRoutes } from "../../features/global/content-routes";
import type { hiringRoutes } from "../../features/hiring/routes";
import type { humanizerRoutes } from "../../features/humanizer/routes";
import type { literaryRoutes } from "../../features/literary/routes";
import type { marketingRoutes } from "../../features/marketing/routes";
import type { pricingRoutes, subscriptionRoutes } from "../../features/pricing/routes";
import type { profileRoutes } from "../../features/profile/routes";
import type { kdpPackageRoutes } from "../../features/publishing/routes";
import type { voiceRoutes } from "../../features/voice/routes";
import { hashToken } from "../../http/session";
import { apiClient, authClient, freshIp, newAccount, registerAccount } from "../client";
import { type Context, DRAFT_WORD, OWNER_SECRET, PROJECT_SECRET, SAMPLE_TEXT, WORK_TITLE } from "./bodies";
import {
  type Account,
  chapterIdsOf,
  collab,
  coverNames,
  invite,
  inviteAndAccept,
  literary,
  marketplace,
  must,
  newProject,
  newWork,
  register,
  type SignedInActor,
  signIn,
} from "./fixture-api";
import type { Ids } from "./ids";

/** The admin router runs as AppEnv & SignedIn (`.use(requireAdmin)`), which apiClient's bound refuses: same schema. */
type AdminRoutes = Hono<AppEnv, ExtractSchema<typeof adminRoutes>>;

/** The matrix's callers and records, all made through the API: who calls, with which ids and bodies. */
export interface Fixture {
  accounts: Record<SignedInActor, Account>;
  /** Callers who must be treated as visitors: no cookie, and cookies that name no live session. */
  visitors: { caller: string; cookie: string | undefined }[];
  ids: Ids;
  context: Context;
}

/**
 * Builds the fixture: the accounts (each on the Professional plan, so plan gates never hide who may do what), the
 * owner's records of every kind, a project the members joined, and the cookies that must count as no session.
 */
export async function buildFixture(): Promise<Fixture> {
  // Product titles are unique on the platform, and both halves of the matrix may build a fixture in one database.
  const unique = crypto.randomUUID().slice(0, 8);
  const owner = await register();
  const accounts: Record<SignedInActor, Account> = {
    owner,
    stranger: await register(),
    admin: await register({ admin: true }),
    editor: await register(),
    reviewer: await register(),
    viewer: await register(),
  };
  // Every caller is on the Professional plan (a test-mode subscription), so plan gates never hide who may do what.
  const plans = (await (await apiClient<typeof pricingRoutes>("/api/pricing").plans.$get({ query: {} })).json()).plans;
  const professional = plans.find((plan) => plan.id === "professional")!;
  const subscription = {
    tierId: "professional" as const,
    priceUSD: professional.originalPrice,
    localPrice: professional.localPrice,
    localCurrency: "USD" as const,
  };
  for (const { cookie } of [owner, accounts.stranger, accounts.admin]) {
    const subscribe = apiClient<typeof subscriptionRoutes>("/api/create-subscription", { cookie });
    await must(await subscribe.index.$post({ json: subscription }), 200);
  }
  const me = await authClient({ cookie: accounts.admin.cookie }).me.$get();
  if ((await (await must(me, 200)).json()).user?.role !== "admin") throw new Error("fixture: the admin is no admin");
  // The platform's own settings, as a fresh deploy has them, whatever a test file before this one saved: no
  // analytics ID (its test answers 409) and no outreach recipients (a send answers 409). Saved through the API, so
  // the settings an isolate keeps for a minute are forgotten too.
  const settings = apiClient<AdminRoutes>("/api/admin", { cookie: accounts.admin.cookie });
  await must(await settings.settings.$post({ json: { gaTrackingId: "" } }), 200);
  await must(await settings["outreach-recipients"].$put({ json: { recipients: [] } }), 200);

  const chapters = [
    { title: "Opening", body: "Every morning starts with a page of plain words." },
    { title: "The private part", body: `Notes nobody else may read: ${OWNER_SECRET}` },
  ];
  const workId = await newWork(owner.cookie, WORK_TITLE, chapters);
  const spareWorkId = await newWork(owner.cookie, "A work to delete", chapters);
  const listedWorkId = await newWork(owner.cookie, `A work to list ${unique}`, [chapters[0]!]);
  const workChapterIds = await chapterIdsOf(owner.cookie, workId);
  const editedWorkId = await newWork(owner.cookie, "A work to edit", [
    { title: "Edited", body: "The first words." },
    { title: "To delete", body: "Short-lived." },
  ]);
  const [editedChapterId, spareChapterId] = await chapterIdsOf(owner.cookie, editedWorkId);
  const chapterParam = { id: editedWorkId, chapterId: editedChapterId! };
  const edits = literary(owner.cookie).works[":id"].chapters[":chapterId"];
  await must(await edits.$patch({ param: chapterParam, json: { body: "The second words." } }), 200);
  const versions = await (await must(await edits.versions.$get({ param: chapterParam }), 200)).json();
  const chapterVersionId = versions.versions[0]!.id;

  const draft = await marketplace(owner.cookie).items.$post({
    form: {
      title: `The ${DRAFT_WORD} draft ${unique}`,
      description: `An unpublished listing about ${DRAFT_WORD}: ${OWNER_SECRET}`,
      category: "Finance",
      price: "15",
      file: new File([new TextEncoder().encode("%PDF-1.4\n%draft\n")], "draft.pdf"),
    },
  });
  const { id: draftProductId, slug: draftSlug } = (await (await must(draft, 201)).json()).item;
  await must(
    await marketplace(owner.cookie).items[":id"].$patch({
      param: { id: String(draftProductId) },
      json: { status: "unpublished" },
    }),
    200,
  );

  const catalogue = (await (await marketplace().items.$get({ query: { pageSize: "2" } })).json()).items;
  const [bought, purchasable] = catalogue;
  if (!bought || !purchasable) throw new Error("fixture: the seeded catalogue is empty");
  const purchase = await marketplace(owner.cookie).purchase.$post({
    json: { productId: bought.id, price: bought.price },
  });
  const purchaseId = (await (await must(purchase, 200)).json()).purchaseId;

  const sold = await marketplace(owner.cookie).items.$post({
    form: {
      title: `The owner's published guide ${unique}`,
      description: "A listing of the owner's that another account buys.",
      category: "Finance",
      price: "12",
      file: new File([new TextEncoder().encode("%PDF-1.4\n%sold\n")], "sold.pdf"),
    },
  });
  const soldProductId = (await (await must(sold, 201)).json()).item.id;
  const saleBuyer = await register();
  const sale = await marketplace(saleBuyer.cookie).purchase.$post({ json: { productId: soldProductId, price: 12 } });
  const saleId = (await (await must(sale, 200)).json()).purchaseId;
  const reviewed = await marketplace(saleBuyer.cookie).item[":id"].reviews.$post({
    param: { id: String(soldProductId) },
    json: { rating: 4, body: "Useful." },
  });
  const reviewId = (await (await must(reviewed, 201)).json()).review.id;
  for (const code of ["OWNER10", "SPARE10"]) {
    await must(
      await marketplace(owner.cookie)["discount-codes"].$post({
        json: { code, productId: soldProductId, percentOff: 10 },
      }),
      201,
    );
  }
  const codes = (await (await marketplace(owner.cookie)["discount-codes"].$get()).json()).codes;
  const spareCodeId = codes.find((code) => code.code === "SPARE10")!.id;

  const built = await apiClient<typeof kdpPackageRoutes>("/api/kdp-packages", { cookie: owner.cookie }).index.$post({
    json: { workId },
  });
  const packageId = (await (await must(built, 201)).json()).package.id;

  const projectId = await newProject(owner.cookie, "Shared guide", `A guide we write together. ${PROJECT_SECRET}`);
  const spareProjectId = await newProject(owner.cookie, "A project to delete", `Soon gone. ${PROJECT_SECRET}`);
  for (const id of [projectId, spareProjectId]) {
    await inviteAndAccept(owner.cookie, id, accounts.editor, "editor");
    await inviteAndAccept(owner.cookie, id, accounts.reviewer, "reviewer", ["comment"]);
    await inviteAndAccept(owner.cookie, id, accounts.viewer, "viewer", ["export"]);
  }
  const spareMember = await register();
  await inviteAndAccept(owner.cookie, projectId, spareMember, "viewer");
  const version = await collab(owner.cookie).projects[":id"].versions.$post({
    param: { id: projectId },
    json: { changes: "First snapshot" },
  });
  const versionId = (await (await must(version, 201)).json()).version.id;

  const host = await register();
  const hostProjectId = await newProject(host.cookie, "Host project", "Someone else's project.");
  const acceptedInvitationId = await invite(host.cookie, hostProjectId, owner.email, "viewer");
  const declinedInvitationId = await invite(host.cookie, hostProjectId, owner.email, "viewer");

  const pipeline = await apiClient<typeof contentRoutes>("/api/content", { cookie: owner.cookie })[
    "create-pipeline"
  ].$post({ json: { template: "laundromat-course", goal: `Launch quietly ${OWNER_SECRET}`, targetMarkets: ["US"] } });
  const stepId = (await (await must(pipeline, 201)).json()).pipeline.steps[0]!.id;

  const illustrated = await apiClient<typeof humanizerRoutes>("/api", { cookie: owner.cookie })["unified-ai"].$post({
    json: { content: `[IMAGE: a quiet desk at dawn, watercolor] ${SAMPLE_TEXT}`, type: "humanize" },
  });
  const imageUrl = (await (await must(illustrated, 200)).json()).result.images[0]!.url;

  const demo = await apiClient<typeof literaryRoutes>("/api/literary", { ip: freshIp() }).generate.$post({
    json: { topic: "Morning pages for busy writers" },
  });
  const demoUrl = (await (await must(demo, 200)).json()).downloadLinks.html;

  // Someone outside the table: the table's own uploads replace (and delete) its callers' pictures.
  const pictured = await registerAccount();
  const avatarUpload = await apiClient<typeof profileRoutes>("/api/profile", { cookie: pictured.cookie }).avatar.$post({
    form: { avatar: new File([Uint8Array.of(0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 1, 0)], "owner.gif") },
  });
  const { avatarUrl } = await (await must(avatarUpload, 201)).json();

  const posted = await apiClient<typeof hiringRoutes>("/api/hiring", { cookie: owner.cookie })[
    "create-opportunity"
  ].$post({ json: { projectDetails: { title: "Owner's project", description: "To be deleted.", budget: 100 } } });
  const { opportunity } = await (await must(posted, 201)).json();

  const launched = await apiClient<typeof marketingRoutes>("/api/marketing", { cookie: owner.cookie })[
    "create-campaign"
  ].$post({
    json: {
      name: `Owner's campaign ${OWNER_SECRET}`,
      type: "email",
      targetAudience: "Readers",
      goal: "Sell.",
      markets: ["DE"],
    },
  });
  const { campaign } = await (await must(launched, 200)).json();

  // Changing a voice profile needs one: each signed-in caller has analysed a sample.
  for (const actor of ["owner", "stranger", "admin"] as const) {
    const voice = apiClient<typeof voiceRoutes>("/api/voice", { cookie: accounts[actor].cookie });
    await must(await voice.analyze.$post({ json: { writingSample: SAMPLE_TEXT } }), 200);
  }

  const { coverName, generatedCoverName } = await coverNames(owner.cookie, soldProductId, draftProductId);

  const ids: Ids = {
    workId,
    spareWorkId,
    listedWorkId,
    workChapterIds,
    editedWorkId,
    editedChapterId: editedChapterId!,
    chapterVersionId,
    spareChapterId: spareChapterId!,
    draftProductId,
    draftSlug,
    boughtProductId: bought.id,
    purchasableProductId: purchasable.id,
    purchaseId,
    saleId,
    soldProductId,
    reviewId,
    spareCodeId,
    packageId,
    projectId,
    spareProjectId,
    versionId,
    spareMemberId: spareMember.id,
    pendingInvitationId: await invite(owner.cookie, projectId, newAccount().email, "viewer"),
    spareSessionId: await hashToken((await signIn(owner)).slice("sid=".length)),
    acceptedInvitationId,
    declinedInvitationId,
    stepId,
    imageKey: imageUrl.split("/").pop()!,
    avatarName: avatarUrl.split("/").pop()!,
    coverName,
    generatedCoverName,
    opportunityId: opportunity.id,
    correspondentId: pictured.body.user.id,
    demoFile: demoUrl.split("/").pop()!,
    campaignId: campaign.id,
  };

  const context: Context = {
    ownerPassword: owner.password,
    demoLogin: { email: DEMO_ACCOUNTS.creator.email, password: DEMO_ACCOUNTS.creator.password },
    purchasablePrice: purchasable.price,
    subscription,
  };

  const token = owner.cookie.slice("sid=".length);
  const tampered = `sid=${token[0] === "A" ? "B" : "A"}${token.slice(1)}`;
  const expired = await signIn(owner);
  const expiredRow = await env.DB.prepare("update sessions set expires_at = ? where id = ?")
    .bind(Date.now() - 1000, await hashToken(expired.slice("sid=".length)))
    .run();
  if (expiredRow.meta.changes !== 1) throw new Error("fixture: the session to expire was not found");
  const revoked = await signIn(owner);
  await must(await authClient({ cookie: revoked }).logout.$post(), 200);
  const visitors = [
    { caller: "a visitor", cookie: undefined },
    { caller: "a tampered cookie", cookie: tampered },
    { caller: "an expired session", cookie: expired },
    { caller: "a revoked session", cookie: revoked },
  ];
  return { accounts, visitors, ids, context };
}
