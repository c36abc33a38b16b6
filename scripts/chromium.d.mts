export const CHROMIUM_PATH: string | undefined;
export const CHROMIUM_ARGS: string[];
export const LAUNCH_OPTIONS: { executablePath?: string; args: string[] };
export const MOBILE: {
  cpuSlowdown: number;
  network: { offline: boolean; latency: number; downloadThroughput: number; uploadThroughput: number };
};
export function emulateMobile(cdp: { send: (method: string, params?: object) => Promise<unknown> }, options?: { network?: boolean }): Promise<void>;
