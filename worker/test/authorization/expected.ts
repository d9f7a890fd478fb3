/**
 * Who may call what: every route of the app against every kind of caller, on real records built through the API.
 * A route without an entry in EXPECTED fails its own test, so a new route cannot ship without saying who may call it.
 */

import { COLLABORATIVE_EXPECTED } from "./expected-collaborative";

export interface Expected {
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

export const EXPECTED: Record<string, Expected> = {
  "POST /api/auth/register": { visitor: 202, stranger: 202, owner: 202 },
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
  "POST /api/auth/undo-email-change": { visitor: 400, stranger: 400, owner: 400 },
  // Each caller downloads their own data; nothing in the path names an account.
  "GET /api/account/export": { visitor: 401, stranger: 200, owner: 200 },
  // Deletion acts on the caller's own account only; a wrong password is refused before anything changes (the
  // deletion itself is proved in account/deletion.test.ts, as it would end the fixture accounts).
  "POST /api/account/delete": { visitor: 401, stranger: 403, owner: 403 },
  // A profile and its picture are the caller's own; pictures are public by their unguessable names.
  "POST /api/profile/update": { visitor: 401, stranger: 200, owner: 200 },
  "POST /api/profile/avatar": { visitor: 401, stranger: 201, owner: 201 },
  "GET /api/avatars/:name": { visitor: 200, stranger: 200, owner: 200, unknown: 404 },
  "GET /api/covers/:name": { visitor: 200, stranger: 200, owner: 200, unknown: 404 },
  // The matrix asks for the cover of the owner's unpublished product: drawn for its creator only.
  "GET /api/covers/generated/:name": { visitor: 404, stranger: 404, owner: 200, unknown: 404 },
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
  "GET /api/admin/tax-report": { visitor: 401, stranger: 403, owner: 403, admin: 200 },
  "PUT /api/admin/outreach-recipients": { visitor: 401, stranger: 403, owner: 403, admin: 200 },
  // The platform audit and its fixes are an admin's alone.
  "POST /api/platform/comprehensive-audit": { visitor: 401, stranger: 403, owner: 403, admin: 200 },
  "POST /api/platform/auto-fix": { visitor: 401, stranger: 403, owner: 403, admin: 200 },
  "GET /api/platform/stats": { visitor: 200, stranger: 200, owner: 200 },
  "GET /api/platform/literary-stats": { visitor: 200, stranger: 200, owner: 200 },
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
  // The orchestration demo is open to visitors; its calls read and store nothing of anyone's.
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
  // The fixture's purchase is a test-mode one, which has no invoice: its buyer is told so.
  "GET /api/marketplace/purchases/:purchaseId/invoice": { visitor: 401, stranger: 403, owner: 404, unknown: 404 },
  "GET /api/marketplace/download/:purchaseId": { visitor: 401, stranger: 403, owner: 200, unknown: 404 },
  "POST /api/marketplace/items/:id/editions": { visitor: 401, stranger: 403, owner: 201, unknown: 404 },
  // The owner's own product was uploaded, not built from a work: it has no chapters to compare, and says so.
  "GET /api/marketplace/items/:id/editions/compare": { visitor: 401, stranger: 403, owner: 409, unknown: 404 },
  "GET /api/marketplace/updates": { visitor: 401, stranger: 200, owner: 200 },
  "PUT /api/marketplace/updates": { visitor: 401, stranger: 200, owner: 200 },
  // The token in an update e-mail's link is the only key; the fixture was sent none, so every caller gets 404.
  "GET /api/marketplace/updates/stop/:token": { visitor: 404, stranger: 404, owner: 404, unknown: 404 },
  "POST /api/marketplace/updates/stop/:token": { visitor: 404, stranger: 404, owner: 404, unknown: 404 },
  "POST /api/marketplace/item/:id/reviews": { visitor: 401, stranger: 403, owner: 201, unknown: 403 },
  "POST /api/marketplace/intelligent-search": { visitor: 200, stranger: 200, owner: 200 },
  "POST /api/marketplace/recommendations": { visitor: 200, stranger: 200, owner: 200 },
  "GET /api/marketplace/my-items": { visitor: 401, stranger: 200, owner: 200 },
  "POST /api/marketplace/items": { visitor: 401, stranger: 201, owner: 201 },
  "PATCH /api/marketplace/items/:id": { visitor: 401, stranger: 403, owner: 200, unknown: 404 },
  "GET /api/marketplace/items/:id/translations": { visitor: 401, stranger: 403, owner: 200, unknown: 404 },
  "PUT /api/marketplace/items/:id/translations/:language": { visitor: 401, stranger: 403, owner: 200, unknown: 404 },
  "DELETE /api/marketplace/items/:id/translations/:language": {
    visitor: 401,
    stranger: 403,
    owner: 200,
    unknown: 404,
  },
  // Without an AI engine the owner's draft is a 503 that says so (and gives the use back).
  "POST /api/marketplace/translation-drafts": { visitor: 401, stranger: 403, owner: 503, unknown: 404 },
  "PUT /api/marketplace/items/:id/cover": { visitor: 401, stranger: 403, owner: 200, unknown: 404 },
  "DELETE /api/marketplace/items/:id/cover": { visitor: 401, stranger: 403, owner: 200, unknown: 404 },
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
  // The main work is not listed in the marketplace, so it has no product to publish an edition of: the owner is told.
  "POST /api/literary/works/:id/edition": { visitor: 401, stranger: 404, owner: 409, unknown: 404 },
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
  "GET /api/kdp-packages/categories/:workId": { visitor: 401, stranger: 404, owner: 200, unknown: 404 },
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
  "GET /api/pricing/features": { visitor: 200, stranger: 200, owner: 200 },
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

  ...COLLABORATIVE_EXPECTED,

  // Stripe signs its events; a session, anyone's, changes nothing about an unsigned one.
  "POST /api/payments/stripe/webhook": { visitor: 400, stranger: 400, owner: 400 },
};
