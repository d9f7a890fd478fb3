/**
 * The layers and what may import what (docs/architecture.md says the same in prose). `npm test` runs this.
 * Paths are relative to the repository root.
 */
const ENUMS = "^schema/[^/]+-enums\\.ts$";
// Worker tests may drive flows across features (a sale that shows on the dashboard); production code may not.
const TESTS = "\\.test\\.tsx?$";

module.exports = {
  forbidden: [
    {
      name: "no-cycles",
      comment: "An import cycle makes load order matter and the layers meaningless.",
      severity: "error",
      from: {},
      // Type-only cycles (the bindings type and the session type name each other) vanish when compiled.
      to: { circular: true, viaOnly: { dependencyTypesNot: ["type-only"] } },
    },
    {
      name: "schema-is-the-bottom",
      comment: "schema/ is tables, enums and migrations: it imports nothing from worker/, web/ or durable-objects/.",
      severity: "error",
      from: { path: "^schema/" },
      to: { path: "^(worker|web|durable-objects|e2e|bench)/" },
    },
    {
      name: "enums-are-pure",
      comment: "Enum files are shared with the web app, so they import no table code (only other enum files).",
      severity: "error",
      from: { path: ENUMS },
      to: { path: "^(schema|worker|web|durable-objects)/", pathNot: ENUMS },
    },
    {
      name: "common-is-pure",
      comment: "worker/common/ is shared with the web app: no bindings, no database, no features; only enums below it.",
      severity: "error",
      from: { path: "^worker/common/", pathNot: TESTS },
      to: { path: "^(schema|worker|web|durable-objects)/", pathNot: ["^worker/common/", ENUMS] },
    },
    {
      name: "feature-shared-is-pure",
      comment:
        "A feature's shared/ folder is code it shares with the web app (and any feature): like common/, no bindings, no database.",
      severity: "error",
      from: { path: "^worker/features/([^/]+)/shared/", pathNot: TESTS },
      to: {
        path: "^(schema|worker|web|durable-objects)/",
        pathNot: ["^worker/(common|text)/", ENUMS, "^worker/features/$1/shared/"],
      },
    },
    {
      name: "text-is-pure",
      comment: "worker/text/ is pure text analysis shared with the web app: it may use common/ and enums only.",
      severity: "error",
      from: { path: "^worker/text/", pathNot: TESTS },
      to: { path: "^(schema|worker|web|durable-objects)/", pathNot: ["^worker/(text|common)/", ENUMS] },
    },
    {
      name: "core-imports-no-feature",
      comment: "http/, ai/, text/, common/, files/, payments/ and email/ sit below the features.",
      severity: "error",
      from: { path: "^worker/(common|http|ai|text|files|payments|email)/", pathNot: TESTS },
      to: { path: "^worker/(features|seed)/" },
    },
    {
      name: "feature-through-its-index",
      comment: "A feature imports another feature only through that feature's index.ts, its public surface.",
      severity: "error",
      from: { path: "^worker/features/([^/]+)/", pathNot: TESTS },
      to: {
        path: "^worker/features/[^/]+/",
        pathNot: ["^worker/features/$1/", "^worker/features/[^/]+/index\\.ts$", "^worker/features/[^/]+/shared/"],
      },
    },
    {
      name: "nothing-imports-the-seed",
      comment: "worker/seed/ is local demo data: it imports features; only its own files and test helpers import it.",
      severity: "error",
      from: { pathNot: "^worker/(seed|test)/" },
      to: { path: "^worker/seed/" },
    },
    {
      name: "only-tests-import-test-code",
      comment:
        "worker/test/ and web/src/test/ hold test helpers and fixtures: tests and the bench use them, never the app.",
      severity: "error",
      from: { path: "^(worker|schema|durable-objects|web)/", pathNot: [TESTS, "^(worker|web/src)/test/"] },
      to: { path: "^(worker|web/src)/test/" },
    },
    {
      name: "worker-does-not-import-web",
      severity: "error",
      from: { path: "^(worker|schema|durable-objects)/" },
      to: { path: "^(web|e2e|bench)/" },
    },
    {
      name: "web-imports-worker-types-only",
      comment:
        "At run time the web app may use worker/common/, worker/text/, features' shared/ folders, enum files and the rooms' protocol files.",
      severity: "error",
      from: { path: "^web/" },
      to: {
        path: "^(worker|schema|durable-objects)/",
        pathNot: [
          "^worker/(common|text)/",
          "^worker/features/[^/]+/shared/",
          ENUMS,
          "^durable-objects/[^/]+-protocol\\.ts$",
          "^durable-objects/collab-room/protocol\\.ts$",
        ],
        dependencyTypesNot: ["type-only"],
      },
    },
    {
      name: "web-feature-is-alone",
      comment: "A web feature imports no other web feature; what two features share lives in components/ or lib/.",
      severity: "error",
      from: { path: "^web/src/features/([^/]+)/" },
      to: { path: "^web/src/features/", pathNot: "^web/src/features/$1/" },
    },
    {
      name: "web-shared-code-is-below-features",
      comment: "Imports go app -> features -> components/lib: features and shared code never reach into app/.",
      severity: "error",
      from: { path: "^web/src/(features|components|lib)/" },
      to: { path: "^web/src/app/" },
    },
    {
      name: "shared-web-code-imports-no-feature",
      severity: "error",
      from: { path: "^web/src/(components|lib)/" },
      to: { path: "^web/src/features/" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "^(node_modules|web/dist|\\.tmp|\\.wrangler|schema/migrations)" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: { exportsFields: ["exports"], conditionNames: ["import", "require", "node", "default"] },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
