import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fakeApi } from "../../test/fake-api";
import { renderWithApp } from "../../test/render-with-app";
import MentionsBell from "./MentionsBell";

const PROJECT = "5b7f0a5e-2c1d-4e3f-8a9b-0c1d2e3f4a5b";
const mention = {
  id: "6c8f1b6f-3d2e-4f40-9bac-1d2e3f4a5b6c",
  projectId: PROJECT,
  project: "Harbour guide",
  author: "Ana",
  source: "comment" as const,
  excerpt: "@ben which nets?",
  createdAt: 1,
  readAt: null,
};

describe("the mentions bell", () => {
  it("counts unread mentions, opens them to their project, and marks them all read", async () => {
    const api = fakeApi({
      "GET /api/collaborative/mentions": { success: true, unread: 1, mentions: [mention] },
      "GET /api/collaborative/mentions/emails": { success: true, emails: true },
      "POST /api/collaborative/mentions/read": {
        success: true,
        unread: 0,
        mentions: [{ ...mention, readAt: 2 }],
      },
    });
    renderWithApp(<MentionsBell />);
    fireEvent.click(await screen.findByRole("button", { name: "Mentions: 1 unread" }));
    const link = await screen.findByRole("link", { name: /Ana in a comment on “Harbour guide”/ });
    expect(link.getAttribute("href")).toBe(`/collaborative?project=${PROJECT}`);
    expect(screen.getByRole("checkbox", { name: /E-mail me about mentions/ })).toHaveProperty("checked", true);
    fireEvent.click(screen.getByRole("button", { name: "Mark all as read" }));
    expect(await screen.findByRole("button", { name: "Mentions: 0 unread" })).toBeTruthy();
    expect(api.calls("POST /api/collaborative/mentions/read").map((call) => call.body)).toEqual([{}]);
  });
});
