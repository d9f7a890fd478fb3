import { type UseMutationResult, useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { CREATOR_SUMMARY_KEY } from "./creator-summary";
import { type JobEndpoint, type JobInput, type JobProgress, type JobResult, runStreamedJob } from "./stream-job";

/** A running or finished AI job: the mutation of its input and result, and its live progress. */
export type AiJob<Input, Result> = UseMutationResult<Result, Error, Input> & { progress: JobProgress | null };

/**
 * A long AI job through its typed endpoint (e.g. `client["smart-mode"].$post`), so its input and result are the
 * route's; afterwards the sidebar's "uses today" is asked for again.
 */
export function useAiJob<E extends JobEndpoint>(endpoint: E): AiJob<JobInput<E>, JobResult<E>> {
  const [progress, setProgress] = useState<JobProgress | null>(null);
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (input: JobInput<E>) => {
      setProgress({ step: "", percent: 0 });
      return runStreamedJob(endpoint, input, setProgress);
    },
    onSettled: () => {
      setProgress(null);
      void queryClient.invalidateQueries({ queryKey: CREATOR_SUMMARY_KEY });
    },
  });
  return { ...mutation, progress };
}
