import { MemoryRouter, Route, Routes } from "react-router";
import { AppLayout } from "./layout/AppLayout";

/**
 * The app's shell (sidebar, top bar, breadcrumbs) as a visitor first sees it at a path, with the page itself left
 * empty (`data-page-slot`) for the worker to fill. Prerendered at build time; the app replaces it once it has loaded.
 */
export function AppFrame({ path, basename }: { path: string; basename: string }) {
  return (
    <MemoryRouter basename={basename} initialEntries={[`${basename === "/" ? "" : basename}${path}`]}>
      <Routes>
        <Route element={<AppLayout />}>
          <Route path="*" element={<div data-page-slot="" />} />
        </Route>
      </Routes>
    </MemoryRouter>
  );
}
