export function deployProblems(vars: Record<string, unknown>, options?: { allowTestPayments?: boolean }): string[];
