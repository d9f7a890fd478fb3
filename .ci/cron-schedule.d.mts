export function cronDue(cron: string, date: Date): boolean;
