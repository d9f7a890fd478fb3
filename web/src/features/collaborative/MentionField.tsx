import { type KeyboardEvent, useId, useLayoutEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { type Mentionable, mentionAt, offered, withMention } from "./mention-query";

/** The field's own attributes that the callers set. */
interface FieldProps {
  id?: string;
  className?: string;
  "aria-label"?: string;
  placeholder?: string;
  maxLength?: number;
  rows?: number;
}

/**
 * A text field that offers the project's members after "@": typing "@an" lists the members whose username or name
 * starts so; arrows choose, Enter or Tab inserts "@username", Escape closes the list. `multiline` is a textarea.
 */
export function MentionField({
  value,
  onChange,
  members,
  multiline = false,
  ...field
}: FieldProps & {
  value: string;
  onChange: (value: string) => void;
  members: Mentionable[];
  multiline?: boolean;
}) {
  const { t, i18n } = useTranslation("collaborative");
  const listId = useId();
  const input = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const [caret, setCaret] = useState(0);
  const [active, setActive] = useState(0);
  const [closed, setClosed] = useState(false);
  // Where the caret goes once an inserted mention is rendered (set before the next key can arrive).
  const placeCaret = useRef<number | null>(null);
  useLayoutEffect(() => {
    if (placeCaret.current === null) return;
    input.current?.setSelectionRange(placeCaret.current, placeCaret.current);
    placeCaret.current = null;
  });
  const typing = mentionAt(value, caret);
  const choices = typing && !closed ? offered(members, typing.query, i18n.language) : [];
  const open = choices.length > 0;

  const change = (text: string, at: number) => {
    onChange(text);
    setCaret(at);
    setActive(0);
    setClosed(false);
  };
  const choose = (member: Mentionable) => {
    if (!typing) return;
    const next = withMention(value, typing.start, caret, member);
    placeCaret.current = next.caret;
    change(next.text, next.caret);
    input.current?.focus();
  };
  const keyDown = (event: KeyboardEvent) => {
    // The list as the caret stands now: a key can arrive before the last selection change was seen.
    const at = input.current?.selectionStart ?? caret;
    if (!open || !mentionAt(value, at)) return;
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      const step = event.key === "ArrowDown" ? 1 : choices.length - 1;
      setActive((index) => (index + step) % choices.length);
    } else if (event.key === "Enter" || event.key === "Tab") {
      event.preventDefault();
      choose(choices[active] ?? choices[0]!);
    } else if (event.key === "Escape") {
      event.preventDefault();
      setClosed(true);
    }
  };
  const props = {
    ...field,
    ref: input,
    value,
    role: "combobox",
    "aria-autocomplete": "list" as const,
    "aria-expanded": open,
    "aria-controls": open ? listId : undefined,
    "aria-activedescendant": open ? `${listId}-${active}` : undefined,
    onChange: (event: { target: HTMLInputElement | HTMLTextAreaElement }) =>
      change(event.target.value, event.target.selectionStart ?? event.target.value.length),
    onSelect: (event: { currentTarget: HTMLInputElement | HTMLTextAreaElement }) =>
      setCaret(event.currentTarget.selectionStart ?? 0),
    onKeyDown: keyDown,
  };
  return (
    <div className="relative grow">
      {multiline ? <textarea {...props} /> : <input {...props} />}
      {open && (
        <div
          id={listId}
          role="listbox"
          aria-label={t("mentions.offered")}
          className="absolute inset-x-0 top-full z-20 mt-1 max-h-56 overflow-y-auto rounded-lg border border-slate-200 bg-white py-1 text-sm shadow-lg"
        >
          {choices.map((member, index) => (
            <div
              key={member.id}
              id={`${listId}-${index}`}
              role="option"
              // The field keeps the focus (aria-activedescendant points here); an option is only clicked.
              tabIndex={-1}
              aria-selected={index === active}
              className={`flex cursor-pointer items-baseline gap-2 px-3 py-1.5 ${index === active ? "bg-indigo-50" : ""}`}
              // Chosen before the field loses focus to the click.
              onMouseDown={(event) => {
                event.preventDefault();
                choose(member);
              }}
            >
              <span className="font-medium text-slate-900">{member.name}</span>
              <span className="text-xs text-slate-500">@{member.username}</span>
            </div>
          ))}
        </div>
      )}
    </div>
  );
}
