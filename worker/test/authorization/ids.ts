import { DRAFT_WORD } from "./bodies";

/** The ids a call may carry: the owner's real records, or ids that name nothing. */
export interface Ids {
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
  coverName: string;
  generatedCoverName: string;
  opportunityId: string;
  correspondentId: string;
  demoFile: string;
  campaignId: string;
}

export const UNKNOWN_UUID = "00000000-0000-4000-8000-000000000000";
export const UNKNOWN_IDS: Ids = {
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
  coverName: `${UNKNOWN_UUID}.jpg`,
  generatedCoverName: "p999999-00000000-320.jpg",
  opportunityId: UNKNOWN_UUID,
  correspondentId: UNKNOWN_UUID,
  demoFile: `${UNKNOWN_UUID}.html`,
  campaignId: UNKNOWN_UUID,
};

/** Where each route with parameters is called; destructive routes get records of their own. */
export const PATHS: Record<string, (ids: Ids) => string> = {
  "GET /api/ai/images/:key": (ids) => `/api/ai/images/${ids.imageKey}`,
  "GET /api/marketplace/items": () => `/api/marketplace/items?q=${DRAFT_WORD}`,
  "GET /api/marketplace/item/:id": (ids) => `/api/marketplace/item/${ids.draftProductId}`,
  "GET /api/marketplace/purchases/:purchaseId": (ids) => `/api/marketplace/purchases/${ids.purchaseId}`,
  "GET /api/marketplace/purchases/:purchaseId/invoice": (ids) => `/api/marketplace/purchases/${ids.purchaseId}/invoice`,
  "GET /api/admin/tax-report": () => "/api/admin/tax-report?from=2026-01&to=2026-12",
  "GET /api/marketplace/download/:purchaseId": (ids) => `/api/marketplace/download/${ids.purchaseId}`,
  "POST /api/marketplace/items/:id/editions": (ids) => `/api/marketplace/items/${ids.draftProductId}/editions`,
  "GET /api/marketplace/items/:id/editions/compare": (ids) =>
    `/api/marketplace/items/${ids.draftProductId}/editions/compare?from=1&to=2`,
  "GET /api/marketplace/updates/stop/:token": () => `/api/marketplace/updates/stop/${"0".repeat(32)}`,
  "POST /api/marketplace/updates/stop/:token": () => `/api/marketplace/updates/stop/${"0".repeat(32)}`,
  "POST /api/marketplace/item/:id/reviews": (ids) => `/api/marketplace/item/${ids.boughtProductId}/reviews`,
  "PATCH /api/marketplace/items/:id": (ids) => `/api/marketplace/items/${ids.draftProductId}`,
  "GET /api/marketplace/items/:id/translations": (ids) => `/api/marketplace/items/${ids.draftProductId}/translations`,
  "PUT /api/marketplace/items/:id/translations/:language": (ids) =>
    `/api/marketplace/items/${ids.draftProductId}/translations/es`,
  "DELETE /api/marketplace/items/:id/translations/:language": (ids) =>
    `/api/marketplace/items/${ids.draftProductId}/translations/es`,
  "PUT /api/marketplace/items/:id/cover": (ids) => `/api/marketplace/items/${ids.draftProductId}/cover`,
  "DELETE /api/marketplace/items/:id/cover": (ids) => `/api/marketplace/items/${ids.draftProductId}/cover`,
  "GET /api/marketplace/item/:id/discount": (ids) => `/api/marketplace/item/${ids.soldProductId}/discount?code=OWNER10`,
  "DELETE /api/marketplace/discount-codes/:id": (ids) => `/api/marketplace/discount-codes/${ids.spareCodeId}`,
  "GET /api/marketplace/item/:id/reviews": (ids) => `/api/marketplace/item/${ids.draftProductId}/reviews`,
  "POST /api/marketplace/reviews/:reviewId/reply": (ids) => `/api/marketplace/reviews/${ids.reviewId}/reply`,
  "POST /api/marketplace/sales/:purchaseId/refund": (ids) => `/api/marketplace/sales/${ids.saleId}/refund`,
  "GET /api/literary/works/:id": (ids) => `/api/literary/works/${ids.workId}`,
  "PATCH /api/literary/works/:id": (ids) => `/api/literary/works/${ids.workId}`,
  "DELETE /api/literary/works/:id": (ids) => `/api/literary/works/${ids.spareWorkId}`,
  "POST /api/literary/works/:id/list": (ids) => `/api/literary/works/${ids.listedWorkId}/list`,
  "POST /api/literary/works/:id/edition": (ids) => `/api/literary/works/${ids.workId}/edition`,
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
  "GET /api/kdp-packages/categories/:workId": (ids) => `/api/kdp-packages/categories/${ids.workId}`,
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
  "GET /api/covers/:name": (ids) => `/api/covers/${ids.coverName}`,
  "GET /api/covers/generated/:name": (ids) => `/api/covers/generated/${ids.generatedCoverName}`,
  "DELETE /api/hiring/opportunities/:id": (ids) => `/api/hiring/opportunities/${ids.opportunityId}`,
  "GET /api/communication/threads/:id": (ids) => `/api/communication/threads/${ids.correspondentId}`,
  "DELETE /api/account/sessions/:id": (ids) => `/api/account/sessions/${ids.spareSessionId}`,
  "DELETE /api/collaborative/projects/:id/members/:userId": (ids) =>
    `/api/collaborative/projects/${ids.projectId}/members/${ids.spareMemberId}`,
  "GET /api/collaborative/projects/:id/messages": (ids) => `/api/collaborative/projects/${ids.projectId}/messages`,
  "POST /api/collaborative/projects/:id/messages": (ids) => `/api/collaborative/projects/${ids.projectId}/messages`,
  "GET /api/collaborative/projects/:id/comments": (ids) => `/api/collaborative/projects/${ids.projectId}/comments`,
  "GET /api/collaborative/projects/:id/authorship": (ids) => `/api/collaborative/projects/${ids.projectId}/authorship`,
  "GET /api/collaborative/projects/:id/authorship/export": (ids) =>
    `/api/collaborative/projects/${ids.projectId}/authorship/export`,
  "POST /api/collaborative/projects/:id/comments": (ids) => `/api/collaborative/projects/${ids.projectId}/comments`,
  "POST /api/collaborative/projects/:id/comments/:threadId/replies": (ids) =>
    `/api/collaborative/projects/${ids.projectId}/comments/1/replies`,
  "PUT /api/collaborative/projects/:id/comments/:threadId/resolved": (ids) =>
    `/api/collaborative/projects/${ids.projectId}/comments/1/resolved`,
  "GET /api/collaborative/projects/:id/suggestions": (ids) =>
    `/api/collaborative/projects/${ids.projectId}/suggestions`,
  "POST /api/collaborative/projects/:id/suggestions": (ids) =>
    `/api/collaborative/projects/${ids.projectId}/suggestions`,
  "POST /api/collaborative/projects/:id/suggestions/ai": (ids) =>
    `/api/collaborative/projects/${ids.projectId}/suggestions/ai`,
  "PUT /api/collaborative/projects/:id/suggestions/:suggestionId/status": (ids) =>
    `/api/collaborative/projects/${ids.projectId}/suggestions/1/status`,
  "PUT /api/collaborative/projects/:id/suggestions/status": (ids) =>
    `/api/collaborative/projects/${ids.projectId}/suggestions/status`,
  "GET /api/collaborative/projects/:id/export": (ids) => `/api/collaborative/projects/${ids.projectId}/export`,
  "GET /api/collaborative/projects/:id/live": (ids) => `/api/collaborative/projects/${ids.projectId}/live`,
  "GET /api/collaborative/documents/:id": (ids) => `/api/collaborative/documents/${ids.projectId}`,
  "GET /api/marketing/campaigns/:id/content": (ids) => `/api/marketing/campaigns/${ids.campaignId}/content`,
  "POST /api/integrations/test/:name": () => "/api/integrations/test/slack",
  "POST /api/collaborative/invitations/:invitationId/accept": (ids) =>
    `/api/collaborative/invitations/${ids.acceptedInvitationId}/accept`,
  "POST /api/collaborative/invitations/:invitationId/decline": (ids) =>
    `/api/collaborative/invitations/${ids.declinedInvitationId}/decline`,
};
