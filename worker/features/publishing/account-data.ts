import { and, eq, isNotNull } from "drizzle-orm";
import { kdpPackages } from "../../../schema/publishing";
import type { AccountData } from "../../account-data";

/** The self-publishing packages built, with their zips; deleted with the account. */
export const accountData: AccountData = {
  feature: "publishing",
  owns: [kdpPackages.userId],
  readme: "publishing-packages.json  the self-publishing packages you built (the zips are in files/publishing/)",
  async exportTo(zip, { db, env, userId }) {
    const packages = await db.select().from(kdpPackages).where(eq(kdpPackages.userId, userId));
    await zip.json("publishing-packages.json", packages);
    for (const pack of packages) {
      const object = pack.zipKey ? await env.BUCKET.get(pack.zipKey) : null;
      if (object) await zip.stream(`files/publishing/${pack.id}.zip`, object.body);
    }
  },
  async deletion({ db, user }) {
    const zips = await db
      .select({ key: kdpPackages.zipKey })
      .from(kdpPackages)
      .where(and(eq(kdpPackages.userId, user.id), isNotNull(kdpPackages.zipKey)));
    return {
      statements: [db.delete(kdpPackages).where(eq(kdpPackages.userId, user.id))],
      storedKeys: zips.map((row) => row.key!),
    };
  },
};
