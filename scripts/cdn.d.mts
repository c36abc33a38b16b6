import type { Server } from 'node:http';

export function createCdnServer(root?: string): Server;
