import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../env";
import { requireUser } from "../../http/guards";
import { validateJson } from "../../http/validation";
import { analyzeText } from "./service";

const analyzeInput = z.object({ content: z.string() });

export const analysisRoutes = new Hono<AppEnv>().post("/analyze", requireUser, validateJson(analyzeInput), (c) =>
  c.json(analyzeText(c.req.valid("json").content)),
);
