import { fireEvent, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { createQueryClient } from "../lib/query-client";
import { apiError, fakeApi } from "../test/fake-api";
import { Providers } from "./providers";
import { createRoutes } from "./router";

const TAKEN = "This username is already taken. Please choose another.";

async function openRegister(answer: Response = apiError(409, "conflict", TAKEN, { username: [TAKEN] })) {
  const api = fakeApi({
    "GET /api/auth/me": apiError(401, "unauthorized", "x"),
    "POST /api/auth/register": answer,
    // The app shell's background reads fail, as the page must not depend on them: no page count, no language offer.
    "POST /api/analytics/pageview": apiError(404, "not_found", "Not part of this test."),
    "GET /api/global/locale": apiError(404, "not_found", "Not part of this test."),
  });
  const queryClient = createQueryClient();
  render(
    <Providers queryClient={queryClient}>
      <RouterProvider router={createMemoryRouter(createRoutes(queryClient), { initialEntries: ["/register"] })} />
    </Providers>,
  );
  await screen.findByRole("button", { name: "Create Account" });
  const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
  fill("Username", "new_writer");
  fill("Email", "new.writer@example.com");
  fill("Password", "long enough password");
  return { api, fill };
}

describe("the register page", () => {
  it("shows the mismatch toast and sends no request when the passwords differ", async () => {
    const { api, fill } = await openRegister();
    fill("Confirm password", "another password");
    fireEvent.click(screen.getByRole("button", { name: "Create Account" }));
    expect(await screen.findByText("Password Mismatch")).toBeTruthy();
    expect(screen.getByText("Passwords do not match. Please try again.")).toBeTruthy();
    expect(api.calls().filter((call) => call.url.includes("/register"))).toHaveLength(0);
  });

  it("shows the server's message for a taken username, as a toast and beside the field", async () => {
    const { fill } = await openRegister();
    fill("Confirm password", "long enough password");
    fireEvent.click(screen.getByRole("button", { name: "Create Account" }));
    expect(await screen.findByText("Registration Failed")).toBeTruthy();
    expect(screen.getAllByText(TAKEN).length).toBe(2);
    expect(screen.getByLabelText("Username").getAttribute("aria-invalid")).toBe("true");
  });

  it("says where the link went instead of signing in, and shows the form no more", async () => {
    const email = "new.writer@example.com";
    const { fill } = await openRegister(
      Response.json({ success: true, message: `Check ${email}.`, email }, { status: 202 }),
    );
    fill("Confirm password", "long enough password");
    fireEvent.click(screen.getByRole("button", { name: "Create Account" }));
    const sent = await screen.findByTestId("register-sent");
    expect(sent.textContent).toContain("Check your inbox");
    expect(sent.textContent).toContain(`We sent a link to ${email}.`);
    expect(screen.queryByRole("button", { name: "Create Account" })).toBeNull();
  });
});
