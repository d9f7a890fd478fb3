/** How long a posted project runs, and the working hours each stands for when a creator's rate is priced. */
export const TIMEFRAMES = ["1 week", "2 weeks", "1 month", "3 months", "6 months"] as const;
export type Timeframe = (typeof TIMEFRAMES)[number];

export const TIMEFRAME_HOURS: Record<Timeframe, number> = {
  "1 week": 40,
  "2 weeks": 80,
  "1 month": 160,
  "3 months": 480,
  "6 months": 960,
};

export const MESSAGE_TYPES = ["hiring_inquiry", "reply"] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];
