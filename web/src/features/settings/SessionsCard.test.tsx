import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { type FakeApi, fakeApi } from "../../test/fake-api";
import { renderWithApp } from "../../test/render-with-app";
import type { AccountSession } from "./api/account-queries";
import { SessionsCard } from "./SessionsCard";

const CURRENT_ID = "a".repeat(64);
/** A session id as the API gives one (64 hex characters), written out: a route key names it as a literal. */
const OTHER_ID = "bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb";

const currentSession: AccountSession = {
  id: CURRENT_ID,
  createdAt: Date.UTC(2026, 0, 5, 9),
  lastUsedAt: Date.UTC(2026, 0, 6, 9),
  userAgent: "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36",
  place: "Berlin, DE",
  current: true,
};
const otherSession: AccountSession = {
  id: OTHER_ID,
  createdAt: Date.UTC(2026, 0, 2, 9),
  lastUsedAt: null,
  userAgent: null,
  place: null,
  current: false,
};

/** The account API: the sessions in turn (the last list repeats), and DELETE / sign-out-others answers. */
function fakeAccountApi(...lists: AccountSession[][]) {
  let reads = 0;
  return fakeApi({
    "GET /api/account/sessions": () => ({ success: true, sessions: lists[Math.min(reads++, lists.length - 1)] }),
    [`DELETE /api/account/sessions/${OTHER_ID}`]: { success: true, message: "That session is signed out." },
    "POST /api/account/sessions/sign-out-others": { success: true, ended: 1, message: "" },
  });
}

const sessionReads = (api: FakeApi) =>
  api.calls().filter((call) => call.url === "/api/account/sessions" && !call.method.match(/post/i));

function renderCard() {
  renderWithApp(<SessionsCard />);
}

describe("the sessions card", () => {
  it("marks this browser, and describes the others as well as it can", async () => {
    fakeAccountApi([currentSession, otherSession]);
    renderCard();
    const [current, other] = await screen.findAllByTestId("session-row");
    expect(current!.textContent).toContain("Chrome on Linux");
    expect(current!.textContent).toContain("Berlin, DE");
    expect(within(current!).getByTestId("session-current").textContent).toBe("This browser");
    expect(within(current!).queryByRole("button", { name: "Sign out" })).toBeNull();
    expect(other!.textContent).toContain("Unknown browser");
    expect(other!.textContent).toContain("Unknown place");
    expect(other!.textContent).toContain("Signed in Jan 2, 2026");
  });

  it("signs another session out with a DELETE, then reads the list again", async () => {
    const api = fakeAccountApi([currentSession, otherSession], [currentSession]);
    renderCard();
    const [, other] = await screen.findAllByTestId("session-row");
    fireEvent.click(within(other!).getByRole("button", { name: "Sign out" }));

    await waitFor(() => expect(screen.getAllByTestId("session-row")).toHaveLength(1));
    const deletes = api.calls().filter((call) => call.method === "DELETE");
    expect(deletes).toHaveLength(1);
    expect(deletes[0]!.url).toBe(`/api/account/sessions/${OTHER_ID}`);
    expect(sessionReads(api)).toHaveLength(2);
  });

  it("offers to sign out everywhere else only when there is somewhere else", async () => {
    fakeAccountApi([currentSession]);
    renderCard();
    await screen.findByTestId("session-current");
    expect(screen.getByRole("button", { name: "Sign out everywhere else" })).toHaveProperty("disabled", true);
  });
});
