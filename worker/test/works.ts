import type { literaryRoutes } from "../features/literary/routes";
import { apiClient } from "./client";

/** Replaces every scaffold chapter of a work with a paragraph of prose, as an author does before selling it. */
export async function writeEveryChapter(cookie: string, workId: string) {
  const works = apiClient<typeof literaryRoutes>("/api/literary", { cookie }).works;
  const { work } = await (await works[":id"].$get({ param: { id: workId } })).json();
  for (const chapter of work.chapters) {
    if (!chapter.scaffold) continue;
    const response = await works[":id"].chapters[":chapterId"].$patch({
      param: { id: workId, chapterId: chapter.id },
      json: { body: `${chapter.title}, in the author's own words.\n\nA second paragraph about ${chapter.title}.` },
    });
    if (response.status !== 200) throw new Error(`fixture: writing "${chapter.title}" answered ${response.status}`);
  }
}
