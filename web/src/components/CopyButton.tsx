import { Check, Copy } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { notify } from "../lib/notify";

export function CopyButton({ text }: { text: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    } catch {
      notify.error(t("copy.failedTitle"), t("copy.failed"));
    }
  };
  return (
    <button type="button" className="btn-secondary text-sm" onClick={copy}>
      {copied ? <Check className="h-4 w-4 text-emerald-600" aria-hidden /> : <Copy className="h-4 w-4" aria-hidden />}
      {copied ? t("copy.done") : t("copy.action")}
    </button>
  );
}
