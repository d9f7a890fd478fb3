import { Canvas, rgb } from "../../files/image/canvas";
import { encodeJpeg } from "../../files/image/jpeg";
import { newAccount } from "../client";
import type { Ids } from "./ids";

/** Values a valid body needs that are not ids. */
export interface Context {
  /** Every fixture account has the same password; the password routes change it to itself. */
  ownerPassword: string;
  demoLogin: { email: string; password: string };
  purchasablePrice: number;
  subscription: { tierId: "professional"; priceUSD: number; localPrice: number; localCurrency: "USD" };
}

/** Text only the owner may ever see, and text only the owner and the project's members may see. */
export const OWNER_SECRET = `owner-secret-${crypto.randomUUID()}`;
export const PROJECT_SECRET = `project-secret-${crypto.randomUUID()}`;
/** A word in the title of the owner's unpublished listing, so catalogue searches go looking for it. */
export const DRAFT_WORD = "zanzibarquill";
export const WORK_TITLE = `Private manuscript ${OWNER_SECRET}`;
export const SAMPLE_TEXT =
  "In today's fast-paced world, it is important to note that writing every day can significantly enhance your craft. Furthermore, a consistent routine helps you leverage your creativity and unlock your potential.";

function listingForm(title: string, description: string): FormData {
  const form = new FormData();
  form.set("title", title);
  form.set("description", description);
  form.set("category", "Finance");
  form.set("price", "12");
  form.set("file", new File([new TextEncoder().encode("%PDF-1.4\n%matrix\n")], "listing.pdf"));
  return form;
}

let listingCount = 0;

/** Bodies for the routes whose call needs one to get past validation. */
export const BODIES: Record<string, (ids: Ids, context: Context) => unknown> = {
  "POST /api/marketplace/reviews/:reviewId/reply": () => ({ body: "Thank you for reading." }),
  "POST /api/literary/write-chapter": (ids) => ({ workId: ids.workId, chapterId: ids.workChapterIds[0] }),
  "POST /api/auth/register": () => newAccount(),
  "POST /api/auth/login": (_ids, context) => context.demoLogin,
  "POST /api/text/analyze": () => ({ content: SAMPLE_TEXT }),
  "POST /api/humanizer/demo": () => ({ text: SAMPLE_TEXT }),
  "POST /api/smart-mode": () => ({ content: SAMPLE_TEXT, intensity: "light" }),
  "POST /api/overkill-mode": () => ({ content: SAMPLE_TEXT, intensity: "light" }),
  "POST /api/unified-ai": () => ({ content: SAMPLE_TEXT }),
  "POST /api/marketplace/purchase": (ids, context) => ({
    productId: ids.purchasableProductId,
    price: context.purchasablePrice,
  }),
  "POST /api/marketplace/item/:id/reviews": () => ({ rating: 5, body: "Clear and useful." }),
  "POST /api/marketplace/intelligent-search": () => ({ query: DRAFT_WORD }),
  "POST /api/marketplace/recommendations": () => ({ userPreferences: { interests: [DRAFT_WORD] } }),
  "POST /api/marketplace/items": () => {
    listingCount += 1;
    return listingForm(
      `Matrix listing ${listingCount} ${crypto.randomUUID().slice(0, 8)}`,
      "A short listing made by the authorization matrix test.",
    );
  },
  "PATCH /api/marketplace/items/:id": () => ({ status: "unpublished" }),
  "PUT /api/marketplace/items/:id/translations/:language": () => ({
    title: "Una guía de prueba",
    description: "Una ficha escrita en español por la prueba de autorización.",
  }),
  "POST /api/marketplace/translation-drafts": (ids) => ({ id: ids.draftProductId, language: "es" }),
  "POST /api/marketplace/discount-codes": () => {
    listingCount += 1;
    return { code: `MATRIX${listingCount}`, percentOff: 10 };
  },
  "POST /api/literary/works": () => ({ title: "A new note" }),
  "PATCH /api/literary/works/:id": () => ({ title: WORK_TITLE }),
  "POST /api/literary/works/:id/list": () => ({ price: 19 }),
  "POST /api/literary/works/:id/edition": () => ({ label: "2", notes: "Matrix edition." }),
  "PUT /api/marketplace/updates": () => ({ productId: 0, emails: true }),
  "POST /api/marketplace/updates/stop/:token": () => ({ scope: "product" }),
  "POST /api/literary/works/:id/chapters": () => ({ title: "An added chapter" }),
  "PUT /api/literary/works/:id/chapter-order": (ids) => ({ order: [...ids.workChapterIds].reverse() }),
  "PATCH /api/literary/works/:id/chapters/:chapterId": () => ({ body: `Edited at ${crypto.randomUUID()}.` }),
  "POST /api/literary/create": () => ({
    title: "Morning pages",
    description: "A short guide to writing each morning.",
  }),
  "POST /api/literary/analyze": () => ({ content: SAMPLE_TEXT }),
  "POST /api/literary/ghostwrite": () => ({ content: SAMPLE_TEXT }),
  "POST /api/literary/generate": () => ({ topic: "Morning pages for busy writers" }),
  "POST /api/kdp-packages": (ids) => ({ workId: ids.workId }),
  "POST /api/chrome-kdp-automation": () => ({}),
  "POST /api/translate/detect": () => ({ text: SAMPLE_TEXT }),
  "POST /api/translate/content": () => ({ text: SAMPLE_TEXT, targetLanguage: "es" }),
  "POST /api/translate/insights": () => ({ targetLanguage: "de" }),
  "POST /api/global/currency-optimization": () => ({}),
  "PUT /api/global/language": () => ({ language: "en" }),
  "POST /api/create-subscription": (_ids, context) => context.subscription,
  "POST /api/billing/renewal": () => ({ renew: false }),
  "POST /api/global-seo/generate-global-content": () => ({
    market: "JP",
    contentType: "market-reports",
    industry: "finance",
    topic: "Budgeting apps",
  }),
  "POST /api/content/templates": () => ({}),
  "POST /api/content/create-pipeline": (ids) => ({
    template: `work:${ids.workId}`,
    goal: "Reach new readers",
    targetMarkets: ["US"],
  }),
  "POST /api/content/auto-generate": (ids) => ({ stepId: ids.stepId }),
  "POST /api/collaborative/projects": () => ({ title: "Side project", description: "Notes for later." }),
  "PATCH /api/collaborative/projects/:id": () => ({ title: "Shared guide" }),
  "POST /api/collaborative/projects/:id/versions": () => ({ changes: "Snapshot" }),
  "POST /api/collaborative/projects/:id/invite": () => ({ email: newAccount().email, role: "viewer" }),
  "POST /api/auth/verify-email": () => ({ token: "a".repeat(43) }),
  "POST /api/auth/verify": () => ({ token: "a".repeat(43) }),
  "POST /api/auth/forgot": () => ({ email: newAccount().email }),
  "POST /api/account/password": (_ids, context) => ({
    currentPassword: context.ownerPassword,
    newPassword: context.ownerPassword,
  }),
  "POST /api/account/email": (_ids, context) => ({ newEmail: newAccount().email, password: context.ownerPassword }),
  "POST /api/auth/confirm-email": () => ({ token: "a".repeat(43) }),
  "POST /api/auth/undo-email-change": () => ({ token: "a".repeat(43) }),
  "POST /api/account/delete": () => ({ password: "not the password of anyone" }),
  "POST /api/profile/update": () => ({ bio: "Written by the authorization matrix." }),
  "POST /api/analytics/pageview": () => ({ path: "/marketplace" }),
  "POST /api/admin/settings": () => ({ gaTrackingId: "" }),
  "PUT /api/admin/outreach-recipients": () => ({ recipients: [] }),
  "POST /api/platform/comprehensive-audit": () => ({ checkDatabase: false, checkTranslation: false }),
  "POST /api/platform/auto-fix": () => ({ issues: ["expired-sessions"] }),
  "POST /api/marketing/visit": () => ({ code: "zzzzzzzzzz" }),
  "POST /api/research/enhanced": () => ({ topic: DRAFT_WORD }),
  "POST /api/export/google-sheets": () => ({ content: "A table", title: "Matrix" }),
  "POST /api/export/google-docs": () => ({ content: "A document", title: "Matrix" }),
  "POST /api/quality/assess": () => ({ content: SAMPLE_TEXT }),
  "POST /api/quality/review": () => ({ content: SAMPLE_TEXT, stage: "polish" }),
  "POST /api/quality/final-check": () => ({ content: SAMPLE_TEXT }),
  "POST /api/voice/analyze": () => ({ writingSample: SAMPLE_TEXT }),
  "POST /api/orchestration/complete-analyze": () => ({ prompt: "What are your opening hours?" }),
  "POST /api/orchestration/complete-execute": () => ({
    prompt: "What are your opening hours?",
    orchestration: { selectedModel: "none-offered", fallbackOptions: [] },
  }),
  "POST /api/orchestration/cost-calculator": () => ({ monthlyAISpend: 5000, taskTypes: "mixed" }),
  "POST /api/orchestration/send-outreach": () => ({ campaign: "Investors", subject: "Hello", message: "Hello." }),
  "PUT /api/voice/profile": () => ({ humor: 4 }),
  "POST /api/voice/generate": () => ({ prompt: "Writing every day" }),
  "POST /api/voice/save": () => ({ title: "A voice draft", content: SAMPLE_TEXT }),
  "POST /api/voice/export": () => ({ title: `Voice export ${crypto.randomUUID().slice(0, 8)}`, content: SAMPLE_TEXT }),
  "POST /api/ecosystem/initialize-ultimate": () => ({ targetLanguages: 50, targetMarkets: 25 }),
  "POST /api/ecosystem/optimize-performance": () => ({ optimizeDatabase: true }),
  "POST /api/ecosystem/launch-expansion": () => ({ targetMarkets: ["NG"] }),
  "POST /api/marketing/create-campaign": () => ({
    name: "Matrix campaign",
    type: "seo",
    targetAudience: "Readers",
    goal: "Be called by the matrix.",
    markets: ["US"],
  }),
  "POST /api/marketing/generate-content": (ids) => ({ campaignId: ids.campaignId, contentTypes: ["social"] }),
  "POST /api/marketing/automation-rule": () => ({ id: "complete-finished", enabled: false }),
  "POST /api/hiring/find-matches": () => ({ projectRequirements: { description: "Guides", budget: 500 } }),
  "POST /api/hiring/create-opportunity": () => ({
    projectDetails: { title: "Matrix project", description: "Posted by the matrix.", budget: 500 },
  }),
  "POST /api/communication/translate-message": (ids) => ({ recipientId: ids.correspondentId, message: "Hello there." }),
  "POST /api/profile/avatar": () => {
    const form = new FormData();
    form.set("avatar", new File([Uint8Array.of(0xff, 0xd8, 0xff, 0xe0, 0, 16)], "me.jpg"));
    return form;
  },
  "POST /api/marketplace/items/:id/editions": () => {
    const form = new FormData();
    form.set("label", "2");
    form.set("file", new File(["%PDF-1.4 matrix edition"], "edition.pdf"));
    return form;
  },
  "PUT /api/marketplace/items/:id/cover": () => {
    const form = new FormData();
    form.set("cover", new File([coverJpeg()], "cover.jpg"));
    return form;
  },
  "POST /api/auth/reset": () => ({ token: "a".repeat(43), password: "a long enough passphrase" }),
  "POST /api/collaborative/projects/:id/messages": () => ({ message: "Hello team" }),
  "POST /api/collaborative/projects/:id/comments": () => ({ from: 0, to: 5, quote: "Hello", body: "Matrix comment." }),
  "POST /api/collaborative/projects/:id/comments/:threadId/replies": () => ({ body: "Matrix reply." }),
  "PUT /api/collaborative/projects/:id/comments/:threadId/resolved": () => ({ resolved: true }),
  "POST /api/collaborative/projects/:id/suggestions": () => ({ from: 0, to: 5, quote: "Hello", replacement: "Howdy" }),
  "POST /api/collaborative/projects/:id/suggestions/ai": () => ({ from: 0, to: 5, quote: "Hello" }),
  "PUT /api/collaborative/projects/:id/suggestions/:suggestionId/status": () => ({ status: "accepted" }),
  "PUT /api/collaborative/projects/:id/suggestions/status": () => ({ status: "rejected" }),
  "POST /api/collaborative/mentions/read": () => ({}),
  "PUT /api/collaborative/mentions/emails": () => ({ emails: true }),
  "POST /api/collaborative/mentions/stop": () => ({ token: "00000000-0000-4000-8000-000000000000" }),
  "POST /api/payments/stripe/webhook": () => ({ id: "evt_matrix", type: "checkout.session.completed" }),
};

/** A cover as a creator would upload one: a JPEG at the smallest size a cover may have. */
export const coverJpeg = () => encodeJpeg(new Canvas(600, 960, rgb("#1e3a8a")));

/** Extra headers a route's call needs to reach its checks. */
export const HEADERS: Record<string, Record<string, string>> = {
  "GET /api/collaborative/projects/:id/live": { upgrade: "websocket" },
  "GET /api/collaborative/documents/:id": { upgrade: "websocket" },
  "GET /api/automated-system/live": { upgrade: "websocket" },
};
