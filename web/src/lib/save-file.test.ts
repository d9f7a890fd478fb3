import { afterEach, describe, expect, it, vi } from "vitest";
import { saveFile } from "./save-file";

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("saving a file", () => {
  it("clicks a download link named for the file and pointing at the blob, then revokes the blob's URL", () => {
    vi.useFakeTimers();
    const blob = new Blob(["a,b\r\n"], { type: "text/csv" });
    const create = vi.spyOn(URL, "createObjectURL").mockReturnValue("blob:saved");
    const revoke = vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => {});
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });

    saveFile(blob, "report.csv");

    expect(create).toHaveBeenCalledWith(blob);
    expect(clicked).toHaveLength(1);
    expect(clicked[0]!.download).toBe("report.csv");
    expect(clicked[0]!.href).toBe("blob:saved");
    expect(document.querySelector("a[download]")).toBeNull();
    expect(revoke).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(revoke).toHaveBeenCalledWith("blob:saved");
  });
});
