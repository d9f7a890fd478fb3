import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { CREATOR_SUMMARY_KEY } from "./query-keys";
import { type JobProgress, runStreamedJob } from "./stream-job";

/** A long AI job with its live progress; afterwards the sidebar's "uses today" is asked for again. */
export function useAiJob<Input, Result>(path: string) {
  const [progress, setProgress] = useState<JobProgress | null>(null);
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (input: Input) => {
      setProgress({ step: "", percent: 0 });
      return runStreamedJob<Result>(path, input, setProgress);
    },
    onSettled: () => {
      setProgress(null);
      void queryClient.invalidateQueries({ queryKey: CREATOR_SUMMARY_KEY });
    },
  });
  return { ...mutation, progress };
}
