import { describe, expect, it } from "vitest";
import { apiClient, readError, registerAccount } from "../../test/client";
import type { literaryRoutes } from "../literary/routes";
import type { marketplaceRoutes } from "./routes";

const UNKNOWN_WORK = "00000000-0000-4000-8000-000000000000";

describe("prices below what a card payment can charge", () => {
  it("are refused when a product is listed, with the reason", async () => {
    const { cookie } = await registerAccount();
    const response = await apiClient<typeof marketplaceRoutes>("/api/marketplace", { cookie }).items.$post({
      form: {
        title: "A tiny guide",
        description: "A guide priced below what any card payment can charge.",
        category: "Business",
        price: "0.30",
        file: new File([new Uint8Array([0x25, 0x50, 0x44, 0x46])], "g.pdf", { type: "application/pdf" }),
      },
    });
    expect(response.status).toBe(400);
    expect((await readError(response)).fields?.price).toEqual([
      "Card payments start at $0.50: set a price of at least $0.50.",
    ]);
  });

  it("are refused when a work is listed from the Literary Studio", async () => {
    const { cookie } = await registerAccount();
    const response = await apiClient<typeof literaryRoutes>("/api/literary", { cookie }).works[":id"].list.$post({
      param: { id: UNKNOWN_WORK },
      json: { price: 0.3 },
    });
    expect(response.status).toBe(400);
    expect((await readError(response)).fields?.price?.[0]).toMatch(/\$0\.50/);
  });
});
