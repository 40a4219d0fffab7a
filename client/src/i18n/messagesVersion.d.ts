/** The version in every message catalogue's file name, set by the build (`scripts/messageAssets.ts`). */
declare const __MESSAGES_VERSION__: string;
