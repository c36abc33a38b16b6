import type { Server } from 'node:http';

export function cacheControl(pathname: string): string;
export function allowedOrigins(): Set<string>;
export function createStaticServer(dir: string, options?: { spa?: boolean; origins?: Set<string> }): Server;
export function listen(server: Server, port: number, host?: string): Promise<Server>;
