import type { IncomingMessage, Server, ServerResponse } from 'node:http';

export const IMMUTABLE: string;
export function isHashed(pathname: string): boolean;
export function indexPageFallback(
  serve: (req: IncomingMessage, res: ServerResponse, next: () => void) => void,
  req: IncomingMessage,
  res: ServerResponse,
  notFound: () => void,
): () => void;
export function createStaticServer(dir: string, options?: { spa?: boolean; origins?: Set<string> }): Server;
export function listen(server: Server, port: number, host?: string): Promise<Server>;
