/** Compiles src/server/main.ts into one ES module at outFile (see build-server.mjs). */
export function buildServer(root: string, outFile: string): Promise<void>;
