export type Role = "editor" | "reviewer" | "viewer";

/**
 * What each member of the owner's project gets on the collaborative routes. The editor has an editor's default
 * permissions (edit, comment, export), the reviewer may comment, the viewer was given the export permission; only the
 * owner manages.
 */
export const MEMBERS: Record<string, Record<Role, number>> = {
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
  "GET /api/collaborative/projects/:id/comments": { editor: 200, reviewer: 200, viewer: 200 },
  "GET /api/collaborative/projects/:id/authorship": { editor: 200, reviewer: 200, viewer: 200 },
  "GET /api/collaborative/projects/:id/authorship/export": { editor: 200, reviewer: 403, viewer: 200 },
  "POST /api/collaborative/projects/:id/comments": { editor: 400, reviewer: 400, viewer: 403 },
  "POST /api/collaborative/projects/:id/comments/:threadId/replies": { editor: 404, reviewer: 404, viewer: 403 },
  "PUT /api/collaborative/projects/:id/comments/:threadId/resolved": { editor: 404, reviewer: 404, viewer: 403 },
  "GET /api/collaborative/projects/:id/suggestions": { editor: 200, reviewer: 200, viewer: 200 },
  "POST /api/collaborative/projects/:id/suggestions": { editor: 400, reviewer: 400, viewer: 403 },
  "POST /api/collaborative/projects/:id/suggestions/ai": { editor: 400, reviewer: 400, viewer: 403 },
  "PUT /api/collaborative/projects/:id/suggestions/:suggestionId/status": { editor: 404, reviewer: 403, viewer: 403 },
  "PUT /api/collaborative/projects/:id/suggestions/status": { editor: 200, reviewer: 403, viewer: 403 },
  "GET /api/collaborative/projects/:id/export": { editor: 200, reviewer: 403, viewer: 200 },
  "GET /api/collaborative/projects/:id/live": { editor: 101, reviewer: 101, viewer: 101 },
  "GET /api/collaborative/documents/:id": { editor: 101, reviewer: 101, viewer: 101 },
  "GET /api/collaborative/invitations": { editor: 200, reviewer: 200, viewer: 200 },
  "GET /api/collaborative/mentions": { editor: 200, reviewer: 200, viewer: 200 },
  "POST /api/collaborative/mentions/read": { editor: 200, reviewer: 200, viewer: 200 },
  "GET /api/collaborative/mentions/emails": { editor: 200, reviewer: 200, viewer: 200 },
  "PUT /api/collaborative/mentions/emails": { editor: 200, reviewer: 200, viewer: 200 },
  "POST /api/collaborative/mentions/stop": { editor: 404, reviewer: 404, viewer: 404 },
  "POST /api/collaborative/invitations/:invitationId/accept": { editor: 404, reviewer: 404, viewer: 404 },
  "POST /api/collaborative/invitations/:invitationId/decline": { editor: 404, reviewer: 404, viewer: 404 },
};
