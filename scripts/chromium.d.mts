export const CHROMIUM_PATH: string | undefined;
export const CHROMIUM_ARGS: string[];
export const LAUNCH_OPTIONS: { executablePath?: string; args: string[] };
