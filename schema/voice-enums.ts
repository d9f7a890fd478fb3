/** A voice profile's tone and perspective. */
export const VOICE_TONES = ["formal", "casual", "conversational", "authoritative"] as const;
export type VoiceTone = (typeof VOICE_TONES)[number];
export const VOICE_PERSPECTIVES = ["first", "third", "mixed"] as const;
export type VoicePerspective = (typeof VOICE_PERSPECTIVES)[number];
/** The traits scored from 1 to 10. */
export const VOICE_SCALES = ["humor", "technicality", "emotion", "storytelling"] as const;
export type VoiceScale = (typeof VOICE_SCALES)[number];
