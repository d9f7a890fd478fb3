import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { WordDiff } from "./WordDiff";

describe("a version's differences", () => {
  it("mark whole words in text written without spaces, not the characters two words share", () => {
    render(<WordDiff from="明日は東京に行きます。" to="明日は京都に行きます。" />);
    const diff = screen.getByTestId("version-diff");
    expect([...diff.querySelectorAll("del")].map((node) => node.textContent)).toEqual(["東京"]);
    expect([...diff.querySelectorAll("ins")].map((node) => node.textContent)).toEqual(["京都"]);
  });

  it("mark whole words in text written with spaces", () => {
    render(<WordDiff from="The first week at home" to="The second week at home" />);
    const diff = screen.getAllByTestId("version-diff").at(-1)!;
    expect([...diff.querySelectorAll("del")].map((node) => node.textContent)).toEqual(["first"]);
    expect([...diff.querySelectorAll("ins")].map((node) => node.textContent)).toEqual(["second"]);
  });
});
