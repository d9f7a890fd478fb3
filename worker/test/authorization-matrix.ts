import { env, exports } from "cloudflare:workers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ProjectPermission } from "../../schema/collaborative-enums";
import { DEMO_ACCOUNTS } from "../common/demo-accounts";
import type { collaborativeRoutes } from "../features/collaborative/routes";
import type { contentRoutes } from "../features/global/content-routes";
import type { hiringRoutes } from "../features/hiring/routes";
import type { humanizerRoutes } from "../features/humanizer/routes";
import type { literaryRoutes } from "../features/literary/routes";
import type { marketingRoutes } from "../features/marketing/routes";
import type { marketplaceRoutes } from "../features/marketplace/routes";
import type { pricingRoutes, subscriptionRoutes } from "../features/pricing/routes";
import type { profileRoutes } from "../features/profile/routes";
import type { kdpPackageRoutes } from "../features/publishing/routes";
import type { voiceRoutes } from "../features/voice/routes";
import { hashToken } from "../http/session";
import { ENDS_SESSION, ROUTES, shardRoutes } from "./authorization-routes";
import {
  apiClient,
  authClient,
  freshIp,
  newAccount,
  ORIGIN,
  registerAccount,
  registerAdmin,
  sessionCookie,
} from "./client";
import { unreachableWorkersAi } from "./fake-ai";

/**
 * The shard of the matrix this test file runs (authorization-1.test.ts and -2.test.ts each set one before importing
 * this module): every route is called by one shard, so the two halves run side by side on separate databases.
 */
const SHARD = (globalThis as { AUTHORIZATION_SHARD?: number }).AUTHORIZATION_SHARD ?? 0;

/**
 * Who may call what: every route of the app against every kind of caller, on real records built through the API.
 * A route without an entry in EXPECTED fails its own test, so a new route cannot ship without saying who may call it.
 */

type Role = "editor" | "reviewer" | "viewer";

interface Expected {
  /** No cookie; a tampered cookie, an expired session and a revoked one must get the same answer. */
  visitor: number;
  /** A signed-in account that owns none of the records in the call. */
  stranger: number;
  /** The owner of every record in the call (the buyer for a purchase, the invitee for an invitation). */
  owner: number;
  /** When absent, the same as a stranger: no route gives an admin another user's records. */
  admin?: number;
  /** The owner's answer when every id in the call is unknown: a stranger's guess must get this, or a plain 403. */
  unknown?: number;
}

const EXPECTED: Record<string, Expected> = {
  "POST /api/auth/register": { visitor: 201, stranger: 201, owner: 201 },
  "POST /api/auth/login": { visitor: 200, stranger: 200, owner: 200 },
  "POST /api/auth/logout": { visitor: 200, stranger: 200, owner: 200 },
  "POST /api/auth/logout-everywhere": { visitor: 401, stranger: 200, owner: 200 },
  // Public pages ask who is signed in; a visitor is told nobody (the leak check below sees that it is nobody).
  "GET /api/auth/me": { visitor: 200, stranger: 200, owner: 200 },
  "GET /api/auth/user": { visitor: 401, stranger: 200, owner: 200 },
  // A link nobody was sent is refused to everyone; every fixture account is verified, so a resend is refused.
  "POST /api/auth/verify-email": { visitor: 400, stranger: 400, owner: 400 },
  "POST /api/auth/verify": { visitor: 400, stranger: 400, owner: 400 },
  // The same answer whoever asks, for any address; a reset link nobody was sent is refused.
  "POST /api/auth/forgot": { visitor: 200, stranger: 200, owner: 200 },
  "POST /api/auth/reset": { visitor: 400, stranger: 400, owner: 400 },
  "POST /api/auth/verify-email/resend": { visitor: 401, stranger: 409, owner: 409 },
  // A developer tool, open on a local run only (not found elsewhere: auth/verification.test.ts).
  "GET /api/dev/outbox": { visitor: 200, stranger: 200, owner: 200 },
  "GET /api/account/sessions": { visitor: 401, stranger: 200, owner: 200 },
  "DELETE /api/account/sessions/:id": { visitor: 401, stranger: 404, owner: 200, unknown: 404 },
  "POST /api/account/sessions/sign-out-others": { visitor: 401, stranger: 200, owner: 200 },
  // Every fixture account has the same password, changed here to itself: each caller changes only their own.
  "POST /api/account/password": { visitor: 401, stranger: 200, owner: 200 },
  // A change of address only sends a link to the new address; each caller asks for their own account.
  "POST /api/account/email": { visitor: 401, stranger: 200, owner: 200 },
  "POST /api/auth/confirm-email": { visitor: 400, stranger: 400, owner: 400 },
  // Each caller downloads their own data; nothing in the path names an account.
  "GET /api/account/export": { visitor: 401, stranger: 200, owner: 200 },
  // Deletion acts on the caller's own account only; a wrong password is refused before anything changes (the
  // deletion itself is proved in account/deletion.test.ts, as it would end the fixture accounts).
  "POST /api/account/delete": { visitor: 401, stranger: 403, owner: 403 },
  // A profile and its picture are the caller's own; pictures are public by their unguessable names.
  "POST /api/profile/update": { visitor: 401, stranger: 200, owner: 200 },
  "POST /api/profile/avatar": { visitor: 401, stranger: 201, owner: 201 },
  "GET /api/avatars/:name": { visitor: 200, stranger: 200, owner: 200, unknown: 404 },
  // The hiring hub: each caller searches, posts and reads their own; the fixture accounts are on Professional.
  "POST /api/hiring/find-matches": { visitor: 401, stranger: 200, owner: 200 },
  "POST /api/hiring/create-opportunity": { visitor: 401, stranger: 201, owner: 201 },
  "GET /api/hiring/opportunities": { visitor: 401, stranger: 200, owner: 200 },
  "DELETE /api/hiring/opportunities/:id": { visitor: 401, stranger: 404, owner: 200, unknown: 404 },
  "GET /api/creators": { visitor: 401, stranger: 200, owner: 200 },
  // A message goes to someone outside the table; a thread is always the caller's own with that person.
  "POST /api/communication/translate-message": { visitor: 401, stranger: 201, owner: 201 },
  "GET /api/communication/contacts": { visitor: 401, stranger: 200, owner: 200 },
  "GET /api/communication/threads/:id": { visitor: 401, stranger: 200, owner: 200, unknown: 200 },
  // Page views count anyone's visit and store nothing about them; each creator's analytics are their own.
  "POST /api/analytics/pageview": { visitor: 200, stranger: 200, owner: 200 },
  "GET /api/dashboard/overview": { visitor: 401, stranger: 200, owner: 200 },
  "GET /api/dashboard/assistant": { visitor: 401, stranger: 200, owner: 200 },
  "GET /api/analytics": { visitor: 401, stranger: 200, owner: 200 },
  // The platform's analytics settings are an admin's alone; with no ID saved the test answers 409.
  "GET /api/admin/settings": { visitor: 401, stranger: 403, owner: 403, admin: 200 },
  "POST /api/admin/settings": { visitor: 401, stranger: 403, owner: 403, admin: 200 },
  "POST /api/admin/settings/test": { visitor: 401, stranger: 403, owner: 403, admin: 409 },
  "GET /api/admin/outreach-recipients": { visitor: 401, stranger: 403, owner: 403, admin: 200 },
  "PUT /api/admin/outreach-recipients": { visitor: 401, stranger: 403, owner: 403, admin: 200 },
  // The platform audit and its fixes are an admin's alone.
  "POST /api/platform/comprehensive-audit": { visitor: 401, stranger: 403, owner: 403, admin: 200 },
  "POST /api/platform/auto-fix": { visitor: 401, stranger: 403, owner: 403, admin: 200 },
  // Campaigns are their owner's; a visit through a campaign link is anyone's (an unknown code counts nothing).
  "POST /api/marketing/visit": { visitor: 200, stranger: 200, owner: 200 },
  "GET /api/marketing/campaigns": { visitor: 401, stranger: 200, owner: 200 },
  "POST /api/marketing/create-campaign": { visitor: 401, stranger: 200, owner: 200 },
  "GET /api/marketing/campaigns/:id/content": { visitor: 401, stranger: 404, owner: 200, unknown: 404 },
  "POST /api/marketing/generate-content": { visitor: 401, stranger: 404, owner: 200, unknown: 404 },
  "GET /api/marketing/automation-rules": { visitor: 401, stranger: 200, owner: 200 },
  "POST /api/marketing/automation-rule": { visitor: 401, stranger: 200, owner: 200 },
  // The platform's status is for signed-in users; it holds no one's records.
  "GET /api/automated-system/status": { visitor: 401, stranger: 200, owner: 200 },
  "GET /api/automated-system/live": { visitor: 401, stranger: 101, owner: 101 },
  "GET /api/ecosystem/real-time-status": { visitor: 401, stranger: 200, owner: 200 },
  // The ecosystem's platform-wide figures, its maintenance and its expansion are an admin's alone.
  "POST /api/ecosystem/initialize-ultimate": { visitor: 401, stranger: 403, owner: 403, admin: 200 },
  "POST /api/ecosystem/optimize-performance": { visitor: 401, stranger: 403, owner: 403, admin: 200 },
  "POST /api/ecosystem/launch-expansion": { visitor: 401, stranger: 403, owner: 403, admin: 200 },
  "GET /api/marketing/markets": { visitor: 401, stranger: 200, owner: 200 },
  // The integrations hub: research reads the caller's own works only; exports are of what the caller sends; a
  // webhook test posts to the platform's channels, so it is an admin's (none is configured here: 503).
  "GET /api/integrations/status": { visitor: 401, stranger: 200, owner: 200 },
  "POST /api/integrations/test/:name": { visitor: 401, stranger: 403, owner: 403, admin: 503, unknown: 403 },
  "POST /api/research/enhanced": { visitor: 401, stranger: 200, owner: 200 },
  "POST /api/export/google-sheets": { visitor: 401, stranger: 200, owner: 200 },
  "POST /api/export/google-docs": { visitor: 401, stranger: 200, owner: 200 },
  // Quality assessments and reviews are their author's; the lists and metrics read only the caller's own.
  "GET /api/quality/metrics": { visitor: 401, stranger: 200, owner: 200 },
  "GET /api/quality/assessments": { visitor: 401, stranger: 200, owner: 200 },
  "GET /api/quality/reviews": { visitor: 401, stranger: 200, owner: 200 },
  "POST /api/quality/assess": { visitor: 401, stranger: 200, owner: 200 },
  "POST /api/quality/review": { visitor: 401, stranger: 200, owner: 200 },
  "POST /api/quality/final-check": { visitor: 401, stranger: 200, owner: 200 },
  // A voice profile is its writer's (the fixture gives each caller one to change).
  // The orchestration demo is open to visitors (spec 002); its calls read and store nothing of anyone's.
  "POST /api/orchestration/complete-analyze": { visitor: 200, stranger: 200, owner: 200 },
  "POST /api/orchestration/complete-execute": { visitor: 200, stranger: 200, owner: 200 },
  "POST /api/orchestration/cost-calculator": { visitor: 200, stranger: 200, owner: 200 },
  // Outreach is an admin's (decision 5); the matrix's admin has no recipients, so a send is refused before any mail.
  "GET /api/orchestration/outreach": { visitor: 401, stranger: 403, owner: 403, admin: 200 },
  "POST /api/orchestration/send-outreach": { visitor: 401, stranger: 403, owner: 403, admin: 409 },
  "GET /api/voice/profile": { visitor: 401, stranger: 200, owner: 200 },
  "POST /api/voice/analyze": { visitor: 401, stranger: 200, owner: 200 },
  "PUT /api/voice/profile": { visitor: 401, stranger: 200, owner: 200 },
  "POST /api/voice/generate": { visitor: 401, stranger: 200, owner: 200 },
  "POST /api/voice/save": { visitor: 401, stranger: 201, owner: 201 },
  "POST /api/voice/export": { visitor: 401, stranger: 201, owner: 201 },
  "GET /api/health": { visitor: 200, stranger: 200, owner: 200 },
  "GET /api/health/live": { visitor: 200, stranger: 200, owner: 200 },
  "GET /api/dashboard/summary": { visitor: 401, stranger: 200, owner: 200 },
  "POST /api/text/analyze": { visitor: 401, stranger: 200, owner: 200 },
  "POST /api/humanizer/demo": { visitor: 401, stranger: 200, owner: 200 },
  "POST /api/smart-mode": { visitor: 401, stranger: 200, owner: 200 },
  "POST /api/overkill-mode": { visitor: 401, stranger: 200, owner: 200 },
  "POST /api/unified-ai": { visitor: 401, stranger: 200, owner: 200 },
  "GET /api/ai/images/:key": { visitor: 401, stranger: 404, owner: 200, unknown: 404 },

  "GET /api/marketplace/stats": { visitor: 200, stranger: 200, owner: 200 },
  "GET /api/marketplace/items": { visitor: 200, stranger: 200, owner: 200 },
  "GET /api/marketplace/item/:id": { visitor: 404, stranger: 404, owner: 200, unknown: 404 },
  "POST /api/marketplace/purchase": { visitor: 401, stranger: 200, owner: 200, unknown: 404 },
  "GET /api/marketplace/purchases": { visitor: 401, stranger: 200, owner: 200 },
  "GET /api/marketplace/purchases/:purchaseId": { visitor: 401, stranger: 403, owner: 200, unknown: 404 },
  "GET /api/marketplace/download/:purchaseId": { visitor: 401, stranger: 403, owner: 200, unknown: 404 },
  "POST /api/marketplace/item/:id/reviews": { visitor: 401, stranger: 403, owner: 201, unknown: 403 },
  "POST /api/marketplace/intelligent-search": { visitor: 200, stranger: 200, owner: 200 },
  "POST /api/marketplace/recommendations": { visitor: 200, stranger: 200, owner: 200 },
  "GET /api/marketplace/my-items": { visitor: 401, stranger: 200, owner: 200 },
  "POST /api/marketplace/items": { visitor: 401, stranger: 201, owner: 201 },
  "PATCH /api/marketplace/items/:id": { visitor: 401, stranger: 403, owner: 200, unknown: 404 },
  "GET /api/marketplace/item/:id/discount": { visitor: 200, stranger: 200, owner: 200, unknown: 404 },
  "GET /api/marketplace/discount-codes": { visitor: 401, stranger: 200, owner: 200 },
  "POST /api/marketplace/discount-codes": { visitor: 401, stranger: 201, owner: 201 },
  "DELETE /api/marketplace/discount-codes/:id": { visitor: 401, stranger: 404, owner: 200, unknown: 404 },
  "GET /api/marketplace/sales": { visitor: 401, stranger: 200, owner: 200 },
  "GET /api/marketplace/payouts": { visitor: 401, stranger: 200, owner: 200 },
  "POST /api/marketplace/payouts/connect": { visitor: 401, stranger: 200, owner: 200 },
  // An admin may refund anyone's sale, and is called before the owner, who then finds the sale already refunded.
  "POST /api/marketplace/sales/:purchaseId/refund": {
    visitor: 401,
    stranger: 403,
    admin: 200,
    owner: 409,
    unknown: 404,
  },

  "GET /api/literary/works": { visitor: 401, stranger: 200, owner: 200 },
  "POST /api/literary/works": { visitor: 401, stranger: 201, owner: 201 },
  "GET /api/literary/works/:id": { visitor: 401, stranger: 404, owner: 200, unknown: 404 },
  "PATCH /api/literary/works/:id": { visitor: 401, stranger: 404, owner: 200, unknown: 404 },
  "DELETE /api/literary/works/:id": { visitor: 401, stranger: 404, owner: 200, unknown: 404 },
  "POST /api/literary/works/:id/list": { visitor: 401, stranger: 404, owner: 201, unknown: 404 },
  "GET /api/marketplace/reviews/recent": { visitor: 200, stranger: 200, owner: 200 },
  "GET /api/marketplace/item/:id/reviews": { visitor: 404, stranger: 404, owner: 200, unknown: 404 },
  "POST /api/marketplace/reviews/:reviewId/reply": { visitor: 401, stranger: 404, owner: 201, unknown: 404 },
  "POST /api/literary/works/:id/chapters": { visitor: 401, stranger: 404, owner: 201, unknown: 404 },
  "PUT /api/literary/works/:id/chapter-order": { visitor: 401, stranger: 404, owner: 200, unknown: 404 },
  "PATCH /api/literary/works/:id/chapters/:chapterId": { visitor: 401, stranger: 404, owner: 200, unknown: 404 },
  "DELETE /api/literary/works/:id/chapters/:chapterId": { visitor: 401, stranger: 404, owner: 200, unknown: 404 },
  "GET /api/literary/works/:id/chapters/:chapterId/versions": {
    visitor: 401,
    stranger: 404,
    owner: 200,
    unknown: 404,
  },
  "POST /api/literary/works/:id/chapters/:chapterId/versions/:versionId/restore": {
    visitor: 401,
    stranger: 404,
    owner: 200,
    unknown: 404,
  },
  "POST /api/literary/create": { visitor: 401, stranger: 200, owner: 200 },
  // No language model runs in the tests: the owner's call gets as far as the model and is told it is unavailable.
  "POST /api/literary/write-chapter": { visitor: 401, stranger: 404, owner: 503, unknown: 404 },
  "POST /api/literary/analyze": { visitor: 401, stranger: 200, owner: 200 },
  "POST /api/literary/ghostwrite": { visitor: 401, stranger: 200, owner: 200 },
  "POST /api/literary/generate": { visitor: 200, stranger: 200, owner: 200 },
  "GET /api/literary/demo/:file": { visitor: 200, stranger: 200, owner: 200, unknown: 404 },

  "POST /api/kdp-packages": { visitor: 401, stranger: 404, owner: 201, unknown: 404 },
  "GET /api/kdp-packages/status": { visitor: 401, stranger: 200, owner: 200 },
  "GET /api/kdp-packages/download/:id": { visitor: 401, stranger: 404, owner: 200, unknown: 404 },
  "POST /api/real-kdp/test-publish": { visitor: 401, stranger: 404, owner: 200 },
  "POST /api/chrome-kdp-automation": { visitor: 401, stranger: 200, owner: 200 },

  "POST /api/translate/detect": { visitor: 200, stranger: 200, owner: 200 },
  // The offline engine does not translate (spec decision 12); what matters here is the 401 for visitors.
  "POST /api/translate/content": { visitor: 401, stranger: 503, owner: 503 },
  "POST /api/translate/insights": { visitor: 200, stranger: 200, owner: 200 },
  "GET /api/global/locale": { visitor: 200, stranger: 200, owner: 200 },
  "POST /api/global/currency-optimization": { visitor: 200, stranger: 200, owner: 200 },
  "PUT /api/global/language": { visitor: 401, stranger: 200, owner: 200 },
  "GET /api/pricing/plans": { visitor: 200, stranger: 200, owner: 200 },
  "POST /api/create-subscription": { visitor: 401, stranger: 200, owner: 200 },
  "GET /api/billing": { visitor: 401, stranger: 200, owner: 200 },
  // Every caller's plan is a test-mode subscription of their own, which has no Stripe portal.
  "POST /api/billing/portal": { visitor: 401, stranger: 409, owner: 409 },
  "POST /api/billing/renewal": { visitor: 401, stranger: 200, owner: 200 },
  "GET /api/global-seo/markets": { visitor: 401, stranger: 200, owner: 200 },
  "POST /api/global-seo/generate-global-content": { visitor: 401, stranger: 200, owner: 200 },
  "POST /api/content/templates": { visitor: 401, stranger: 200, owner: 200 },
  // The body names the owner's work as the template: anyone else gets the answer for a template that does not exist.
  "POST /api/content/create-pipeline": { visitor: 401, stranger: 400, owner: 201, unknown: 400 },
  "GET /api/content/pipelines/latest": { visitor: 401, stranger: 200, owner: 200 },
  "POST /api/content/auto-generate": { visitor: 401, stranger: 404, owner: 200, unknown: 404 },

  "GET /api/collaborative/projects": { visitor: 401, stranger: 200, owner: 200 },
  "POST /api/collaborative/projects": { visitor: 401, stranger: 201, owner: 201 },
  "GET /api/collaborative/projects/:id": { visitor: 401, stranger: 404, owner: 200, unknown: 404 },
  "PATCH /api/collaborative/projects/:id": { visitor: 401, stranger: 404, owner: 200, unknown: 404 },
  "DELETE /api/collaborative/projects/:id": { visitor: 401, stranger: 404, owner: 200, unknown: 404 },
  "GET /api/collaborative/projects/:id/versions": { visitor: 401, stranger: 404, owner: 200, unknown: 404 },
  "POST /api/collaborative/projects/:id/versions": { visitor: 401, stranger: 404, owner: 201, unknown: 404 },
  "POST /api/collaborative/projects/:id/versions/:versionId/restore": {
    visitor: 401,
    stranger: 404,
    owner: 201,
    unknown: 404,
  },
  "POST /api/collaborative/projects/:id/invite": { visitor: 401, stranger: 404, owner: 201, unknown: 404 },
  "GET /api/collaborative/projects/:id/invitations": { visitor: 401, stranger: 404, owner: 200, unknown: 404 },
  "DELETE /api/collaborative/projects/:id/invitations/:invitationId": {
    visitor: 401,
    stranger: 404,
    owner: 200,
    unknown: 404,
  },
  "DELETE /api/collaborative/projects/:id/members/:userId": { visitor: 401, stranger: 404, owner: 200, unknown: 404 },
  "GET /api/collaborative/projects/:id/messages": { visitor: 401, stranger: 404, owner: 200, unknown: 404 },
  "POST /api/collaborative/projects/:id/messages": { visitor: 401, stranger: 404, owner: 201, unknown: 404 },
  "GET /api/collaborative/projects/:id/export": { visitor: 401, stranger: 404, owner: 200, unknown: 404 },
  "GET /api/collaborative/projects/:id/live": { visitor: 401, stranger: 404, owner: 101, unknown: 404 },
  "GET /api/collaborative/invitations": { visitor: 401, stranger: 200, owner: 200 },
  "POST /api/collaborative/invitations/:invitationId/accept": { visitor: 401, stranger: 404, owner: 200, unknown: 404 },
  "POST /api/collaborative/invitations/:invitationId/decline": {
    visitor: 401,
    stranger: 404,
    owner: 200,
    unknown: 404,
  },

  // Stripe signs its events; a session, anyone's, changes nothing about an unsigned one.
  "POST /api/payments/stripe/webhook": { visitor: 400, stranger: 400, owner: 400 },
};

/**
 * What each member of the owner's project gets on the collaborative routes. The editor has the default permissions
 * (edit, comment), the reviewer may comment, the viewer was given the export permission; only the owner manages.
 */
const MEMBERS: Record<string, Record<Role, number>> = {
  "GET /api/collaborative/projects": { editor: 200, reviewer: 200, viewer: 200 },
  "POST /api/collaborative/projects": { editor: 201, reviewer: 201, viewer: 201 },
  "GET /api/collaborative/projects/:id": { editor: 200, reviewer: 200, viewer: 200 },
  "PATCH /api/collaborative/projects/:id": { editor: 403, reviewer: 403, viewer: 403 },
  "DELETE /api/collaborative/projects/:id": { editor: 403, reviewer: 403, viewer: 403 },
  "GET /api/collaborative/projects/:id/versions": { editor: 200, reviewer: 200, viewer: 200 },
  "POST /api/collaborative/projects/:id/versions": { editor: 201, reviewer: 403, viewer: 403 },
  "POST /api/collaborative/projects/:id/versions/:versionId/restore": { editor: 201, reviewer: 403, viewer: 403 },
  "POST /api/collaborative/projects/:id/invite": { editor: 403, reviewer: 403, viewer: 403 },
  "GET /api/collaborative/projects/:id/invitations": { editor: 403, reviewer: 403, viewer: 403 },
  "DELETE /api/collaborative/projects/:id/invitations/:invitationId": { editor: 403, reviewer: 403, viewer: 403 },
  "DELETE /api/collaborative/projects/:id/members/:userId": { editor: 403, reviewer: 403, viewer: 403 },
  "GET /api/collaborative/projects/:id/messages": { editor: 200, reviewer: 200, viewer: 200 },
  "POST /api/collaborative/projects/:id/messages": { editor: 201, reviewer: 201, viewer: 403 },
  "GET /api/collaborative/projects/:id/export": { editor: 403, reviewer: 403, viewer: 200 },
  "GET /api/collaborative/projects/:id/live": { editor: 101, reviewer: 101, viewer: 101 },
  "GET /api/collaborative/invitations": { editor: 200, reviewer: 200, viewer: 200 },
  "POST /api/collaborative/invitations/:invitationId/accept": { editor: 404, reviewer: 404, viewer: 404 },
  "POST /api/collaborative/invitations/:invitationId/decline": { editor: 404, reviewer: 404, viewer: 404 },
};

/** The ids a call may carry: the owner's real records, or ids that name nothing. */
interface Ids {
  workId: string;
  spareWorkId: string;
  listedWorkId: string;
  /** The main work's chapters, in order: the order route names them. */
  workChapterIds: string[];
  /** A work of its own for the chapter routes: one chapter edited (with one earlier version), one to delete. */
  editedWorkId: string;
  editedChapterId: string;
  chapterVersionId: string;
  spareChapterId: string;
  draftProductId: number;
  draftSlug: string;
  boughtProductId: number;
  purchasableProductId: number;
  purchaseId: string;
  /** A purchase of the owner's own published product by another account: the owner is its seller. */
  saleId: string;
  soldProductId: number;
  /** A buyer's review of the sold product, for its creator (the owner) to answer. */
  reviewId: string;
  spareCodeId: string;
  packageId: string;
  projectId: string;
  spareProjectId: string;
  versionId: string;
  spareMemberId: string;
  pendingInvitationId: string;
  /** Another signed-in session of the owner's, to sign out. */
  spareSessionId: string;
  acceptedInvitationId: string;
  declinedInvitationId: string;
  stepId: string;
  imageKey: string;
  avatarName: string;
  opportunityId: string;
  correspondentId: string;
  demoFile: string;
  campaignId: string;
}

const UNKNOWN_UUID = "00000000-0000-4000-8000-000000000000";
const UNKNOWN_IDS: Ids = {
  workId: UNKNOWN_UUID,
  spareWorkId: UNKNOWN_UUID,
  listedWorkId: UNKNOWN_UUID,
  workChapterIds: [UNKNOWN_UUID],
  editedWorkId: UNKNOWN_UUID,
  editedChapterId: UNKNOWN_UUID,
  chapterVersionId: UNKNOWN_UUID,
  spareChapterId: UNKNOWN_UUID,
  draftProductId: 999_999,
  draftSlug: "no-such-product",
  boughtProductId: 999_999,
  purchasableProductId: 999_999,
  purchaseId: UNKNOWN_UUID,
  saleId: UNKNOWN_UUID,
  soldProductId: 999_999,
  reviewId: UNKNOWN_UUID,
  spareCodeId: UNKNOWN_UUID,
  packageId: UNKNOWN_UUID,
  projectId: UNKNOWN_UUID,
  spareProjectId: UNKNOWN_UUID,
  versionId: UNKNOWN_UUID,
  spareMemberId: "no-such-member",
  pendingInvitationId: UNKNOWN_UUID,
  spareSessionId: "0".repeat(64),
  acceptedInvitationId: UNKNOWN_UUID,
  declinedInvitationId: UNKNOWN_UUID,
  stepId: UNKNOWN_UUID,
  imageKey: `${UNKNOWN_UUID}.svg`,
  avatarName: `${UNKNOWN_UUID}.png`,
  opportunityId: UNKNOWN_UUID,
  correspondentId: UNKNOWN_UUID,
  demoFile: `${UNKNOWN_UUID}.html`,
  campaignId: UNKNOWN_UUID,
};

/** Where each route with parameters is called; destructive routes get records of their own. */
const PATHS: Record<string, (ids: Ids) => string> = {
  "GET /api/ai/images/:key": (ids) => `/api/ai/images/${ids.imageKey}`,
  "GET /api/marketplace/items": () => `/api/marketplace/items?q=${DRAFT_WORD}`,
  "GET /api/marketplace/item/:id": (ids) => `/api/marketplace/item/${ids.draftProductId}`,
  "GET /api/marketplace/purchases/:purchaseId": (ids) => `/api/marketplace/purchases/${ids.purchaseId}`,
  "GET /api/marketplace/download/:purchaseId": (ids) => `/api/marketplace/download/${ids.purchaseId}`,
  "POST /api/marketplace/item/:id/reviews": (ids) => `/api/marketplace/item/${ids.boughtProductId}/reviews`,
  "PATCH /api/marketplace/items/:id": (ids) => `/api/marketplace/items/${ids.draftProductId}`,
  "GET /api/marketplace/item/:id/discount": (ids) => `/api/marketplace/item/${ids.soldProductId}/discount?code=OWNER10`,
  "DELETE /api/marketplace/discount-codes/:id": (ids) => `/api/marketplace/discount-codes/${ids.spareCodeId}`,
  "GET /api/marketplace/item/:id/reviews": (ids) => `/api/marketplace/item/${ids.draftProductId}/reviews`,
  "POST /api/marketplace/reviews/:reviewId/reply": (ids) => `/api/marketplace/reviews/${ids.reviewId}/reply`,
  "POST /api/marketplace/sales/:purchaseId/refund": (ids) => `/api/marketplace/sales/${ids.saleId}/refund`,
  "GET /api/literary/works/:id": (ids) => `/api/literary/works/${ids.workId}`,
  "PATCH /api/literary/works/:id": (ids) => `/api/literary/works/${ids.workId}`,
  "DELETE /api/literary/works/:id": (ids) => `/api/literary/works/${ids.spareWorkId}`,
  "POST /api/literary/works/:id/list": (ids) => `/api/literary/works/${ids.listedWorkId}/list`,
  "POST /api/literary/works/:id/chapters": (ids) => `/api/literary/works/${ids.editedWorkId}/chapters`,
  "PUT /api/literary/works/:id/chapter-order": (ids) => `/api/literary/works/${ids.workId}/chapter-order`,
  "PATCH /api/literary/works/:id/chapters/:chapterId": (ids) =>
    `/api/literary/works/${ids.editedWorkId}/chapters/${ids.editedChapterId}`,
  "DELETE /api/literary/works/:id/chapters/:chapterId": (ids) =>
    `/api/literary/works/${ids.editedWorkId}/chapters/${ids.spareChapterId}`,
  "GET /api/literary/works/:id/chapters/:chapterId/versions": (ids) =>
    `/api/literary/works/${ids.editedWorkId}/chapters/${ids.editedChapterId}/versions`,
  "POST /api/literary/works/:id/chapters/:chapterId/versions/:versionId/restore": (ids) =>
    `/api/literary/works/${ids.editedWorkId}/chapters/${ids.editedChapterId}/versions/${ids.chapterVersionId}/restore`,
  "GET /api/literary/demo/:file": (ids) => `/api/literary/demo/${ids.demoFile}`,
  "GET /api/kdp-packages/download/:id": (ids) => `/api/kdp-packages/download/${ids.packageId}`,
  "GET /api/collaborative/projects/:id": (ids) => `/api/collaborative/projects/${ids.projectId}`,
  "PATCH /api/collaborative/projects/:id": (ids) => `/api/collaborative/projects/${ids.projectId}`,
  "DELETE /api/collaborative/projects/:id": (ids) => `/api/collaborative/projects/${ids.spareProjectId}`,
  "GET /api/collaborative/projects/:id/versions": (ids) => `/api/collaborative/projects/${ids.projectId}/versions`,
  "POST /api/collaborative/projects/:id/versions": (ids) => `/api/collaborative/projects/${ids.projectId}/versions`,
  "POST /api/collaborative/projects/:id/versions/:versionId/restore": (ids) =>
    `/api/collaborative/projects/${ids.projectId}/versions/${ids.versionId}/restore`,
  "POST /api/collaborative/projects/:id/invite": (ids) => `/api/collaborative/projects/${ids.projectId}/invite`,
  "GET /api/collaborative/projects/:id/invitations": (ids) =>
    `/api/collaborative/projects/${ids.projectId}/invitations`,
  "DELETE /api/collaborative/projects/:id/invitations/:invitationId": (ids) =>
    `/api/collaborative/projects/${ids.projectId}/invitations/${ids.pendingInvitationId}`,
  "GET /api/dev/outbox": () => "/api/dev/outbox?to=nobody@example.com",
  "GET /api/avatars/:name": (ids) => `/api/avatars/${ids.avatarName}`,
  "DELETE /api/hiring/opportunities/:id": (ids) => `/api/hiring/opportunities/${ids.opportunityId}`,
  "GET /api/communication/threads/:id": (ids) => `/api/communication/threads/${ids.correspondentId}`,
  "DELETE /api/account/sessions/:id": (ids) => `/api/account/sessions/${ids.spareSessionId}`,
  "DELETE /api/collaborative/projects/:id/members/:userId": (ids) =>
    `/api/collaborative/projects/${ids.projectId}/members/${ids.spareMemberId}`,
  "GET /api/collaborative/projects/:id/messages": (ids) => `/api/collaborative/projects/${ids.projectId}/messages`,
  "POST /api/collaborative/projects/:id/messages": (ids) => `/api/collaborative/projects/${ids.projectId}/messages`,
  "GET /api/collaborative/projects/:id/export": (ids) => `/api/collaborative/projects/${ids.projectId}/export`,
  "GET /api/collaborative/projects/:id/live": (ids) => `/api/collaborative/projects/${ids.projectId}/live`,
  "GET /api/marketing/campaigns/:id/content": (ids) => `/api/marketing/campaigns/${ids.campaignId}/content`,
  "POST /api/integrations/test/:name": () => "/api/integrations/test/slack",
  "POST /api/collaborative/invitations/:invitationId/accept": (ids) =>
    `/api/collaborative/invitations/${ids.acceptedInvitationId}/accept`,
  "POST /api/collaborative/invitations/:invitationId/decline": (ids) =>
    `/api/collaborative/invitations/${ids.declinedInvitationId}/decline`,
};

/** Values a valid body needs that are not ids. */
interface Context {
  demoLogin: { email: string; password: string };
  purchasablePrice: number;
  subscription: { tierId: "professional"; priceUSD: number; localPrice: number; localCurrency: "USD" };
}

/** Text only the owner may ever see, and text only the owner and the project's members may see. */
const OWNER_SECRET = `owner-secret-${crypto.randomUUID()}`;
const PROJECT_SECRET = `project-secret-${crypto.randomUUID()}`;
/** A word in the title of the owner's unpublished listing, so catalogue searches go looking for it. */
const DRAFT_WORD = "zanzibarquill";
const WORK_TITLE = `Private manuscript ${OWNER_SECRET}`;
const SAMPLE_TEXT =
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
const BODIES: Record<string, (ids: Ids, context: Context) => unknown> = {
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
    return listingForm(`Matrix listing ${listingCount}`, "A short listing made by the authorization matrix test.");
  },
  "PATCH /api/marketplace/items/:id": () => ({ status: "unpublished" }),
  "POST /api/marketplace/discount-codes": () => {
    listingCount += 1;
    return { code: `MATRIX${listingCount}`, percentOff: 10 };
  },
  "POST /api/literary/works": () => ({ title: "A new note" }),
  "PATCH /api/literary/works/:id": () => ({ title: WORK_TITLE }),
  "POST /api/literary/works/:id/list": () => ({ price: 19 }),
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
  "POST /api/account/password": () => ({
    currentPassword: accounts.owner.password,
    newPassword: accounts.owner.password,
  }),
  "POST /api/account/email": () => ({ newEmail: newAccount().email, password: accounts.owner.password }),
  "POST /api/auth/confirm-email": () => ({ token: "a".repeat(43) }),
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
  "POST /api/auth/reset": () => ({ token: "a".repeat(43), password: "a long enough passphrase" }),
  "POST /api/collaborative/projects/:id/messages": () => ({ message: "Hello team" }),
  "POST /api/payments/stripe/webhook": () => ({ id: "evt_matrix", type: "checkout.session.completed" }),
};

/** Extra headers a route's call needs to reach its checks. */
const HEADERS: Record<string, Record<string, string>> = {
  "GET /api/collaborative/projects/:id/live": { upgrade: "websocket" },
  "GET /api/automated-system/live": { upgrade: "websocket" },
};

/**
 * Routes that end the caller's sessions: each signed-in caller uses a session made for the call, and these routes run
 * last, because signing out everywhere also ends the sessions the other routes use.
 */

interface Account {
  email: string;
  password: string;
  cookie: string;
  id: string;
}

type SignedInActor = "stranger" | "admin" | Role | "owner";

let accounts: Record<SignedInActor, Account>;
/** Callers who must be treated as visitors: no cookie, and cookies that name no live session. */
let visitors: { caller: string; cookie: string | undefined }[];
let ids: Ids;
let context: Context;

/** Fails the fixture when the API does not answer as it must. */
async function must<R extends { status: number }>(response: R, status: number): Promise<R> {
  if (response.status !== status) throw new Error(`fixture: expected ${status}, got ${response.status}`);
  return response;
}

async function register({ admin = false } = {}): Promise<Account> {
  const account = await (admin ? registerAdmin() : registerAccount());
  return { email: account.email, password: account.password, cookie: account.cookie, id: account.body.user.id };
}

async function signIn(account: { email: string; password: string }): Promise<string> {
  const response = await authClient({ ip: freshIp() }).login.$post({
    json: { email: account.email, password: account.password },
  });
  return sessionCookie(await must(response, 200));
}

const literary = (cookie: string) => apiClient<typeof literaryRoutes>("/api/literary", { cookie });
const marketplace = (cookie?: string) => apiClient<typeof marketplaceRoutes>("/api/marketplace", { cookie });
const collab = (cookie: string) => apiClient<typeof collaborativeRoutes>("/api/collaborative", { cookie });

async function newWork(cookie: string, title: string, chapters: { title: string; body: string }[]) {
  const response = await must(await literary(cookie).works.$post({ json: { title, chapters } }), 201);
  return (await response.json()).work.id;
}

async function chapterIdsOf(cookie: string, workId: string) {
  const response = await must(await literary(cookie).works[":id"].$get({ param: { id: workId } }), 200);
  return (await response.json()).work.chapters.map((chapter) => chapter.id);
}

async function newProject(cookie: string, title: string, description: string) {
  const response = await must(await collab(cookie).projects.$post({ json: { title, description } }), 201);
  return (await response.json()).project.id;
}

async function invite(
  ownerCookie: string,
  projectId: string,
  email: string,
  role: Role,
  permissions?: ProjectPermission[],
) {
  const response = await collab(ownerCookie).projects[":id"].invite.$post({
    param: { id: projectId },
    json: { email, role, permissions },
  });
  return (await (await must(response, 201)).json()).invitation.id;
}

async function inviteAndAccept(
  ownerCookie: string,
  projectId: string,
  member: Account,
  role: Role,
  permissions?: ProjectPermission[],
) {
  const invitationId = await invite(ownerCookie, projectId, member.email, role, permissions);
  await must(await collab(member.cookie).invitations[":invitationId"].accept.$post({ param: { invitationId } }), 200);
}

const webhookSecret = env.STRIPE_WEBHOOK_SECRET;

beforeAll(async () => {
  env.PLAN_QUOTAS = "off";
  // The orchestration routes answer 503 when no model is configured at all; this one is configured and never
  // answers, so every route that may call a model is reached and falls back to the offline engine.
  unreachableWorkersAi();
  env.STRIPE_WEBHOOK_SECRET = "whsec_authorization_matrix";
  const owner = await register();
  accounts = {
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

  const chapters = [
    { title: "Opening", body: "Every morning starts with a page of plain words." },
    { title: "The private part", body: `Notes nobody else may read: ${OWNER_SECRET}` },
  ];
  const workId = await newWork(owner.cookie, WORK_TITLE, chapters);
  const spareWorkId = await newWork(owner.cookie, "A work to delete", chapters);
  const listedWorkId = await newWork(owner.cookie, "A work to list", [chapters[0]!]);
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
      title: `The ${DRAFT_WORD} draft`,
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
      title: "The owner's published guide",
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

  ids = {
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
    opportunityId: opportunity.id,
    correspondentId: pictured.body.user.id,
    demoFile: demoUrl.split("/").pop()!,
    campaignId: campaign.id,
  };

  context = {
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
  visitors = [
    { caller: "a visitor", cookie: undefined },
    { caller: "a tampered cookie", cookie: tampered },
    { caller: "an expired session", cookie: expired },
    { caller: "a revoked session", cookie: revoked },
  ];
}, 120_000);

afterAll(() => {
  env.PLAN_QUOTAS = "on";
  env.STRIPE_WEBHOOK_SECRET = webhookSecret;
});

interface Cell {
  /** Who calls, as the failure message names them. */
  caller: string;
  cookie: () => Promise<string | undefined>;
  ids: () => Ids;
  origin: string;
  status: number;
  /** Whose private text this caller may see in an answer. */
  mayRead: Secret[];
}

type Secret = "owner" | "project";

/** Text of the owner's that nobody else may see, and text that only the owner and the project's members may see. */
function secrets(): Record<Secret, string[]> {
  return { owner: [OWNER_SECRET, accounts.owner.email], project: [PROJECT_SECRET] };
}

const CROSS_SITE = "https://evil.example";

function cellsOf(route: string, expected: Expected): Cell[] {
  const method = route.split(" ")[0]!;
  const endsSession = ENDS_SESSION.has(route);
  const signedIn = (actor: SignedInActor) => () =>
    endsSession ? signIn(accounts[actor]) : Promise.resolve(accounts[actor].cookie);
  const real = () => ids;
  const cell = (caller: string, cookie: Cell["cookie"], status: number, mayRead: Secret[] = []): Cell => ({
    caller,
    cookie,
    ids: real,
    origin: ORIGIN,
    status,
    mayRead,
  });
  const cells: Cell[] = [];
  if (method !== "GET" || HEADERS[route]?.upgrade) {
    cells.push({ ...cell("a visitor from another site", async () => undefined, 403), origin: CROSS_SITE });
    cells.push({ ...cell("the owner from another site", signedIn("owner"), 403), origin: CROSS_SITE });
  }
  for (const visitor of visitors) cells.push(cell(visitor.caller, async () => visitor.cookie, expected.visitor));
  cells.push(cell("a stranger", signedIn("stranger"), expected.stranger));
  cells.push(cell("an admin", signedIn("admin"), expected.admin ?? expected.stranger));
  for (const role of ["editor", "reviewer", "viewer"] as const) {
    const status = MEMBERS[route]?.[role];
    if (status !== undefined) cells.push(cell(`the ${role}`, signedIn(role), status, ["project"]));
  }
  if (expected.unknown !== undefined)
    cells.push({ ...cell("the owner with unknown ids", signedIn("owner"), expected.unknown), ids: () => UNKNOWN_IDS });
  cells.push(cell("the owner", signedIn("owner"), expected.owner, ["owner", "project"]));
  return cells;
}

/** One call through the whole worker; an opened live socket is closed at once. */
async function callAs(route: string, cell: Cell): Promise<{ status: number; text: string }> {
  const [method, pattern] = route.split(" ") as [string, string];
  const callIds = cell.ids();
  const body = BODIES[route]?.(callIds, context);
  const cookie = await cell.cookie();
  const headers: Record<string, string> = {
    origin: cell.origin,
    "cf-connecting-ip": freshIp(),
    ...(cookie ? { cookie } : {}),
    ...HEADERS[route],
  };
  if (body !== undefined && !(body instanceof FormData)) headers["content-type"] = "application/json";
  const response = await exports.default.fetch(`${ORIGIN}${PATHS[route]?.(callIds) ?? pattern}`, {
    method,
    headers,
    body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
  });
  if (response.webSocket) {
    response.webSocket.accept();
    response.webSocket.close(1000, "done");
    return { status: response.status, text: "" };
  }
  return { status: response.status, text: await response.text() };
}

describe.runIf(SHARD === 0)("the authorization table", () => {
  it("has an entry for every route of the app and none for a route that is gone", () => {
    expect(ROUTES.length).toBeGreaterThan(60);
    expect(ROUTES.filter((route) => !EXPECTED[route])).toEqual([]);
    expect(Object.keys(EXPECTED).filter((route) => !ROUTES.includes(route))).toEqual([]);
  });

  it("says what each project member gets on every collaborative route", () => {
    const collaborative = ROUTES.filter((route) => route.split(" ")[1]!.startsWith("/api/collaborative/"));
    expect(collaborative.filter((route) => !MEMBERS[route])).toEqual([]);
    expect(Object.keys(MEMBERS).filter((route) => !ROUTES.includes(route))).toEqual([]);
  });

  it("calls every route with ids at real records, and says what an unknown id gets", () => {
    const withIds = ROUTES.filter((route) => route.includes("/:"));
    expect(withIds.filter((route) => !PATHS[route])).toEqual([]);
    expect(withIds.filter((route) => EXPECTED[route]?.unknown === undefined)).toEqual([]);
  });

  it("gives a stranger's guess the answer for an unknown id, unless the record is public or the answer a plain 403", () => {
    const telling = Object.entries(EXPECTED).filter(
      ([, e]) => e.unknown !== undefined && ![e.unknown, 403, e.owner].includes(e.stranger),
    );
    expect(telling.map(([route]) => route)).toEqual([]);
  });

  it("can see the owner's secrets where the owner reads them, so the leak check below is not vacuous", async () => {
    const route = "GET /api/literary/works/:id";
    const owner = cellsOf(route, EXPECTED[route]!).find((cell) => cell.caller === "the owner")!;
    expect((await callAs(route, owner)).text).toContain(OWNER_SECRET);
  });
});

describe.runIf(SHARD === 0)("ids of one record used on another", () => {
  it("hides the owner's unpublished listing by slug and refuses to sell it, as if it did not exist", async () => {
    const intruder = await registerAccount();
    const bySlug = (cookie?: string) =>
      marketplace(cookie).item[":id"].$get({ param: { id: ids.draftSlug.toUpperCase() } });
    expect((await bySlug()).status).toBe(404);
    expect((await bySlug(intruder.cookie)).status).toBe(404);
    expect((await bySlug(await signIn(accounts.owner))).status).toBe(200);
    const purchase = await marketplace(intruder.cookie).purchase.$post({
      json: { productId: ids.draftProductId, price: 15 },
    });
    expect(purchase.status).toBe(404);
  });

  it("keeps version and member ids inside their project, even for the owner of another project", async () => {
    const intruder = await registerAccount();
    const own = collab(intruder.cookie).projects[":id"];
    const projectId = await newProject(intruder.cookie, "Intruder's project", "A project of the intruder's own.");
    const restore = await own.versions[":versionId"].restore.$post({
      param: { id: projectId, versionId: ids.versionId },
    });
    expect(restore.status).toBe(404);
    const removal = await own.members[":userId"].$delete({ param: { id: projectId, userId: accounts.editor.id } });
    expect(removal.status).toBe(404);
    const asEditor = await collab(await signIn(accounts.editor)).projects[":id"].$get({ param: { id: ids.projectId } });
    expect(asEditor.status).toBe(200);
  });
});

describe("every route × every caller", () => {
  for (const route of shardRoutes(SHARD)) {
    it(route, { timeout: 60_000 }, async () => {
      const expected = EXPECTED[route];
      if (!expected) throw new Error(`${route} has no entry in the authorization table: say who may call it`);
      const wrong: string[] = [];
      for (const cell of cellsOf(route, expected)) {
        const { status, text } = await callAs(route, cell);
        if (status !== cell.status)
          wrong.push(`${cell.caller}: expected ${cell.status}, got ${status} ${text.slice(0, 200)}`);
        for (const [whose, texts] of Object.entries(secrets()) as [Secret, string[]][])
          if (!cell.mayRead.includes(whose) && texts.some((secret) => text.includes(secret)))
            wrong.push(`${cell.caller}: the answer (${status}) shows the ${whose}'s private text`);
      }
      expect(wrong).toEqual([]);
    });
  }
});
