import { describe, expect, it } from "vitest";
import { PLATFORM_LANGUAGES } from "../common/languages";
import { detectLanguage } from "./language";

const SENTENCES: Record<(typeof PLATFORM_LANGUAGES)[number], string> = {
  en: "The meeting moved to Thursday afternoon because the room was booked.",
  zh: "我们明天去公园散步吧，天气预报说会很晴朗。",
  es: "La reunión se pasó al jueves por la tarde porque la sala estaba ocupada.",
  fr: "La réunion a été déplacée à jeudi après-midi parce que la salle était prise.",
  de: "Das Treffen wurde auf Donnerstagnachmittag verschoben, weil der Raum belegt war.",
  ja: "会議は部屋が予約されていたので木曜日の午後に変更されました。",
  ko: "회의실이 예약되어 있어서 회의가 목요일 오후로 옮겨졌습니다.",
  pt: "A reunião foi transferida para quinta-feira à tarde porque a sala estava ocupada.",
  ru: "Встречу перенесли на четверг после обеда, потому что комната была занята.",
  ar: "تم نقل الاجتماع إلى بعد ظهر يوم الخميس لأن الغرفة كانت محجوزة.",
  hi: "बैठक गुरुवार दोपहर तक टाल दी गई क्योंकि कमरा पहले से बुक था।",
  it: "La riunione è stata spostata a giovedì pomeriggio perché la sala era occupata.",
};

describe("language detection", () => {
  it.each(PLATFORM_LANGUAGES)("recognises a sentence in %s with a confidence between 0 and 1", (language) => {
    const detected = detectLanguage(SENTENCES[language]);
    expect(detected.language).toBe(language);
    expect(detected.confidence).toBeGreaterThan(0);
    expect(detected.confidence).toBeLessThanOrEqual(1);
  });

  it("answers 'und' with no confidence when there is nothing to go on", () => {
    expect(detectLanguage("12345 !!!")).toEqual({ language: "und", confidence: 0 });
  });
});
