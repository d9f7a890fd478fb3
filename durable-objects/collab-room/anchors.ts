/**
 * Anchors for comments and suggestions: a passage of the document held as two Yjs relative positions (made by the
 * room against its own document), so it follows its text through everyone's edits.
 */
import * as Y from "yjs";
import type { RoomDocument } from "./document";
import { DOCUMENT_TEXT } from "./protocol";

export interface Anchor {
  start: Uint8Array;
  end: Uint8Array;
}

/**
 * The anchor of [from, to). A passage's start sticks to its first character and its end to its last, so text typed at
 * either edge stays out; an empty passage (a place to insert) sticks to the character before it.
 */
export function anchorOf(document: RoomDocument, from: number, to: number): Anchor {
  const text = document.doc.getText(DOCUMENT_TEXT);
  const empty = from === to;
  return {
    start: Y.encodeRelativePosition(Y.createRelativePositionFromTypeIndex(text, from, empty ? -1 : 0)),
    end: Y.encodeRelativePosition(Y.createRelativePositionFromTypeIndex(text, to, -1)),
  };
}

/**
 * Where an anchor's passage is now, or null once its text was deleted. An empty passage stays placed as long as the
 * character it follows is there.
 */
export function placeOf(
  document: RoomDocument,
  start: ArrayBuffer | null,
  end: ArrayBuffer | null,
  { empty = false } = {},
): { from: number; to: number } | null {
  if (!start || !end) return null;
  const decode = (bytes: ArrayBuffer) => Y.decodeRelativePosition(new Uint8Array(bytes));
  const from = Y.createAbsolutePositionFromRelativePosition(decode(start), document.doc);
  const to = Y.createAbsolutePositionFromRelativePosition(decode(end), document.doc);
  if (!from || !to) return null;
  if (!empty) return to.index > from.index ? { from: from.index, to: to.index } : null;
  // A place after a character that was deleted would move to the next one: the place is gone with it.
  const after = decode(start).item;
  if (after && Y.getItem(document.doc.store, after).deleted) return null;
  return { from: from.index, to: from.index };
}

/**
 * Why a selection cannot be in the text (it ends past the end, or starts after it ends), or null when it can: a
 * request the text never allowed is refused as such, not as a selection the text has moved away from. A comment
 * needs at least one character; a suggestion may insert at an empty selection.
 */
export function selectionOutside(from: number, to: number, length: number, mayBeEmpty: boolean): string | null {
  if (to > length) return `The selection ends at character ${to}, past the end of the text (${length} characters).`;
  if (mayBeEmpty ? from > to : from >= to) return "Select the passage first: the selection is empty.";
  return null;
}
