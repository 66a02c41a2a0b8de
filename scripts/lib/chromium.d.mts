export const defaultChromiumPath: string;
export const chromiumInstallHint: string;
export const chromiumLaunchArgs: readonly string[];
export function chromiumPath(): string;
export function isChromiumAvailable(path?: string): boolean;
