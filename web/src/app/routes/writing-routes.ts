import type { RouteObject } from "react-router";
import { lazyPage } from "./lazy-page";

/** Writing, checking, humanizing and translating: the creators' studios, behind the login guard. */
export const WRITING_ROUTES: RouteObject[] = [
  {
    path: "literary",
    lazy: lazyPage(
      () => import("../../features/literary/LiteraryStudioPage").then((m) => m.LiteraryStudioPage),
      // The monetize tab publishes editions with the marketplace's words.
      ["literary", "marketplace"],
    ),
  },
  {
    path: "literary/:id",
    lazy: lazyPage(() => import("../../features/literary/WorkPage").then((m) => m.WorkPage), ["literary"]),
  },
  {
    path: "quality-assurance",
    lazy: lazyPage(
      () => import("../../features/quality/QualityAssurancePage").then((m) => m.QualityAssurancePage),
      ["quality"],
    ),
  },
  {
    path: "voice-capture",
    lazy: lazyPage(() => import("../../features/voice/VoiceCapturePage").then((m) => m.VoiceCapturePage), ["voice"]),
  },
  {
    path: "humanizer",
    lazy: lazyPage(() => import("../../features/humanizer/HumanizerPage").then((m) => m.HumanizerPage), ["humanizer"]),
  },
  {
    path: "smart-mode",
    lazy: lazyPage(() => import("../../features/humanizer/ModePage").then((m) => m.SmartModePage), ["humanizer"]),
  },
  {
    path: "overkill-mode",
    lazy: lazyPage(() => import("../../features/humanizer/ModePage").then((m) => m.OverkillModePage), ["humanizer"]),
  },
  {
    path: "unified-ai",
    lazy: lazyPage(() => import("../../features/humanizer/UnifiedAiPage").then((m) => m.UnifiedAiPage), ["humanizer"]),
  },
  {
    path: "global",
    lazy: lazyPage(() => import("../../features/global/GlobalStudioPage").then((m) => m.GlobalStudioPage), ["global"]),
  },
  {
    path: "global-content",
    lazy: lazyPage(
      () => import("../../features/global/ContentFactoryPage").then((m) => m.ContentFactoryPage),
      ["factory"],
    ),
  },
  {
    path: "content-pipeline",
    lazy: lazyPage(
      () => import("../../features/global/ContentPipelinePage").then((m) => m.ContentPipelinePage),
      ["factory"],
    ),
  },
];
