import type { Expected } from "./expected";

/** Who may call the collaborative workspace's routes (its members' roles are in members.ts). */
export const COLLABORATIVE_EXPECTED: Record<string, Expected> = {
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
  "GET /api/collaborative/projects/:id/comments": { visitor: 401, stranger: 404, owner: 200, unknown: 404 },
  "GET /api/collaborative/projects/:id/authorship": { visitor: 401, stranger: 404, owner: 200, unknown: 404 },
  "GET /api/collaborative/projects/:id/authorship/export": {
    visitor: 401,
    stranger: 404,
    owner: 200,
    unknown: 404,
  },
  // The fixture's document has no passage reading "Hello" at its start, so the owner is told the text changed; and
  // it has no thread to reply to or resolve.
  "POST /api/collaborative/projects/:id/comments": { visitor: 401, stranger: 404, owner: 400, unknown: 404 },
  "POST /api/collaborative/projects/:id/comments/:threadId/replies": {
    visitor: 401,
    stranger: 404,
    owner: 404,
    unknown: 404,
  },
  "PUT /api/collaborative/projects/:id/comments/:threadId/resolved": {
    visitor: 401,
    stranger: 404,
    owner: 404,
    unknown: 404,
  },
  "GET /api/collaborative/projects/:id/suggestions": { visitor: 401, stranger: 404, owner: 200, unknown: 404 },
  // As with comments: no passage reads "Hello", no suggestion 1 exists, and rejecting every open one is a no-op.
  "POST /api/collaborative/projects/:id/suggestions": { visitor: 401, stranger: 404, owner: 400, unknown: 404 },
  "POST /api/collaborative/projects/:id/suggestions/ai": { visitor: 401, stranger: 404, owner: 400, unknown: 404 },
  "PUT /api/collaborative/projects/:id/suggestions/:suggestionId/status": {
    visitor: 401,
    stranger: 404,
    owner: 404,
    unknown: 404,
  },
  "PUT /api/collaborative/projects/:id/suggestions/status": { visitor: 401, stranger: 404, owner: 200, unknown: 404 },
  "GET /api/collaborative/projects/:id/export": { visitor: 401, stranger: 404, owner: 200, unknown: 404 },
  "GET /api/collaborative/projects/:id/live": { visitor: 401, stranger: 404, owner: 101, unknown: 404 },
  // A stock Yjs client cannot read an HTTP answer to its upgrade: refusals are sockets closed with 4000 + the status.
  "GET /api/collaborative/documents/:id": { visitor: 4401, stranger: 4404, owner: 101, unknown: 4404 },
  "GET /api/collaborative/invitations": { visitor: 401, stranger: 200, owner: 200 },
  "GET /api/collaborative/mentions": { visitor: 401, stranger: 200, owner: 200 },
  "POST /api/collaborative/mentions/read": { visitor: 401, stranger: 200, owner: 200 },
  "GET /api/collaborative/mentions/emails": { visitor: 401, stranger: 200, owner: 200 },
  "PUT /api/collaborative/mentions/emails": { visitor: 401, stranger: 200, owner: 200 },
  // The opt-out link needs no session; a token nobody was given finds nothing.
  "POST /api/collaborative/mentions/stop": { visitor: 404, stranger: 404, owner: 404 },
  "POST /api/collaborative/invitations/:invitationId/accept": { visitor: 401, stranger: 404, owner: 200, unknown: 404 },
  "POST /api/collaborative/invitations/:invitationId/decline": {
    visitor: 401,
    stranger: 404,
    owner: 200,
    unknown: 404,
  },
};
