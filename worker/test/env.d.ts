import type { D1Migration } from "cloudflare:test";
import type { Env as Bindings } from "../env";

declare global {
  namespace Cloudflare {
    interface GlobalProps {
      mainModule: typeof import("../index");
    }
    interface Env extends Bindings {
      TEST_MIGRATIONS: D1Migration[];
    }
  }
}
