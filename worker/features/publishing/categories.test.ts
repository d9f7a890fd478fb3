import { strFromU8, unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { apiClient, openLink, registerAccount } from "../../test/client";
import type { literaryRoutes } from "../literary/routes";
import type { kdpPackageRoutes } from "./routes";

const literary = (cookie: string) => apiClient<typeof literaryRoutes>("/api/literary", { cookie });
const packages = (cookie: string) => apiClient<typeof kdpPackageRoutes>("/api/kdp-packages", { cookie });

const GARDEN =
  "Choose pots with drainage holes, fill them with soil and a little compost, and water the seedlings in the morning. Herbs and small vegetables grow well on a balcony.";

/** A gardening workbook whose creator left the industry at its default: its words, not the default, say what it is. */
async function gardeningWork(cookie: string) {
  const created = await literary(cookie).create.$post({
    json: {
      title: "Gardening on a Small Balcony",
      description: "Grow herbs, flowers and vegetables in pots on a balcony.",
      contentType: "workbook",
      chapters: "Choosing pots\nSoil and compost\nHerbs that thrive in pots",
    },
  });
  const { workId } = await created.json();
  const works = literary(cookie).works;
  const { work } = await (await works[":id"].$get({ param: { id: workId } })).json();
  for (const chapter of work.chapters)
    await works[":id"].chapters[":chapterId"].$patch({
      param: { id: workId, chapterId: chapter.id },
      json: { body: `${chapter.title}. ${GARDEN}` },
    });
  return workId;
}

const filesOf = async (cookie: string, downloadUrl: string) =>
  unzipSync(new Uint8Array(await (await openLink(downloadUrl, { cookie })).arrayBuffer()));

describe("a package's KDP categories", () => {
  it("follow the work's content, can be changed before the build, and are named in the upload steps", async () => {
    const { cookie } = await registerAccount();
    const workId = await gardeningWork(cookie);
    const choices = await (await packages(cookie).categories[":workId"].$get({ param: { workId } })).json();
    expect(choices.suggested[0]).toBe("Crafts, Hobbies & Home > Gardening & Landscape Design");
    expect(choices.suggested).not.toContain("Health, Fitness & Dieting > Diseases & Physical Ailments");
    expect(choices.choices).toContain(choices.suggested[1]);

    const built = await (await packages(cookie).index.$post({ json: { workId } })).json();
    const files = await filesOf(cookie, built.package.downloadUrl);
    const meta = JSON.parse(strFromU8(files["metadata.json"]!)) as { categories: string[]; keywords: string[] };
    expect(meta.categories).toEqual(choices.suggested);
    expect(strFromU8(files["UPLOAD-STEPS.md"]!)).toContain(
      "choose **Crafts, Hobbies & Home > Gardening & Landscape Design** and",
    );
    expect(meta.keywords).not.toContain("book");
    expect(meta.keywords).not.toContain("small");

    const chosen = ["Cookbooks, Food & Wine > Quick & Easy", "Crafts, Hobbies & Home > Gardening & Landscape Design"];
    const rebuilt = await (
      await packages(cookie).index.$post({ json: { workId, categories: chosen as [string, string] } })
    ).json();
    const rebuiltMeta = JSON.parse(strFromU8((await filesOf(cookie, rebuilt.package.downloadUrl))["metadata.json"]!));
    expect(rebuiltMeta.categories).toEqual(chosen);

    const refused = (categories: [string, string]) => packages(cookie).index.$post({ json: { workId, categories } });
    expect((await refused(["Gardening", "Travel"])).status).toBe(400);
    expect((await refused(["Travel", "Travel"])).status).toBe(400);
  });
});
