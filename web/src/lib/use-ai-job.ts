import { type UseMutationResult, useMutation, useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { CREATOR_SUMMARY_KEY } from "./creator-summary";
import { type JobEndpoint, type JobInput, type JobProgress, type JobResult, runStreamedJob } from "./stream-job";

/**
 * A running or finished AI job: the mutation of its input and result, its live progress, the text a model is
 * writing right now (kept after Stop, so nothing that arrived is lost), and a way to stop it.
 */
export type AiJob<Input, Result> = UseMutationResult<Result, Error, Input> & {
  progress: JobProgress | null;
  draft: string;
  stop: () => void;
  stopped: boolean;
};

/**
 * A long AI job through its typed endpoint (e.g. `client["smart-mode"].$post`), so its input and result are the
 * route's; afterwards the sidebar's "uses today" is asked for again.
 */
export function useAiJob<E extends JobEndpoint>(endpoint: E): AiJob<JobInput<E>, JobResult<E>> {
  const [progress, setProgress] = useState<JobProgress | null>(null);
  const [draft, setDraft] = useState("");
  const [stopped, setStopped] = useState(false);
  const running = useRef<AbortController | null>(null);
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (input: JobInput<E>) => {
      setProgress({ step: "", percent: 0 });
      setDraft("");
      setStopped(false);
      running.current = new AbortController();
      return runStreamedJob(endpoint, input, {
        onProgress: setProgress,
        onText: (event) => setDraft((shown) => ("restart" in event ? "" : shown + event.delta)),
        signal: running.current.signal,
      });
    },
    onSettled: () => {
      running.current = null;
      setProgress(null);
      void queryClient.invalidateQueries({ queryKey: CREATOR_SUMMARY_KEY });
    },
  });
  const stop = () => {
    if (!running.current) return;
    setStopped(true);
    running.current.abort();
  };
  return { ...mutation, progress, draft, stop, stopped };
}

/** Whether a job ended because its Stop button was pressed (the request was aborted), not because it failed. */
export const wasStopped = (error: unknown) => error instanceof Error && error.name === "AbortError";
