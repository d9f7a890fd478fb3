import { fireEvent, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "../lib/query-client";
import { Providers } from "./providers";
import { createRoutes } from "./router";

afterEach(() => vi.unstubAllGlobals());

async function openRegister() {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    if (url.endsWith("/api/auth/me"))
      return new Response('{"error":{"code":"unauthorized","message":"x"}}', { status: 401 });
    return Response.json(
      {
        error: {
          code: "conflict",
          message: "An account with this e-mail already exists. Sign in instead.",
          fields: { email: ["An account with this e-mail already exists. Sign in instead."] },
        },
      },
      { status: 409 },
    );
  });
  vi.stubGlobal("fetch", fetchMock);
  const queryClient = createQueryClient();
  render(
    <Providers queryClient={queryClient}>
      <RouterProvider router={createMemoryRouter(createRoutes(queryClient), { initialEntries: ["/register"] })} />
    </Providers>,
  );
  await screen.findByRole("button", { name: "Create Account" });
  const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
  fill("Username", "new_writer");
  fill("Email", "taken@example.com");
  fill("Password", "long enough password");
  return { fetchMock, fill };
}

describe("the register page", () => {
  it("shows the mismatch toast and sends no request when the passwords differ", async () => {
    const { fetchMock, fill } = await openRegister();
    fill("Confirm password", "another password");
    fireEvent.click(screen.getByRole("button", { name: "Create Account" }));
    expect(await screen.findByText("Password Mismatch")).toBeTruthy();
    expect(screen.getByText("Passwords do not match. Please try again.")).toBeTruthy();
    expect(fetchMock.mock.calls.filter(([url]) => String(url).includes("/register"))).toHaveLength(0);
  });

  it("shows the server's message for a taken e-mail, as a toast and beside the field", async () => {
    const { fill } = await openRegister();
    fill("Confirm password", "long enough password");
    fireEvent.click(screen.getByRole("button", { name: "Create Account" }));
    expect(await screen.findByText("Registration Failed")).toBeTruthy();
    expect(screen.getAllByText("An account with this e-mail already exists. Sign in instead.").length).toBe(2);
    expect(screen.getByLabelText("Email").getAttribute("aria-invalid")).toBe("true");
  });
});
