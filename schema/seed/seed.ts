/** Prints the demo data as SQL for `wrangler d1 execute --file` (see .ci/prepare-local.sh). */
import { demoSeedStatements } from "./demo-seed";

process.stdout.write((await demoSeedStatements()).join("\n") + "\n");
