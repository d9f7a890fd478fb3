import { eq } from "drizzle-orm";
import { contentPipelines, pipelineSteps } from "../../../schema/global";
import type { AccountData } from "../../account-data";

/** Global Studio's content pipelines with their steps; deleted with the account (steps with their pipeline). */
export const accountData: AccountData = {
  feature: "global",
  owns: [contentPipelines.userId],
  readme: "content-pipelines.json  your Global Studio pipelines",
  async exportTo(zip, { db, userId }) {
    const [pipelines, steps] = await db.batch([
      db.select().from(contentPipelines).where(eq(contentPipelines.userId, userId)),
      db
        .select({ step: pipelineSteps })
        .from(pipelineSteps)
        .innerJoin(contentPipelines, eq(contentPipelines.id, pipelineSteps.pipelineId))
        .where(eq(contentPipelines.userId, userId)),
    ]);
    await zip.json(
      "content-pipelines.json",
      pipelines.map((pipeline) => ({
        ...pipeline,
        steps: steps.map((row) => row.step).filter((step) => step.pipelineId === pipeline.id),
      })),
    );
  },
  async deletion({ db, user }) {
    return { statements: [db.delete(contentPipelines).where(eq(contentPipelines.userId, user.id))] };
  },
};
