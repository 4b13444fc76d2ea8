// Types of lan.mjs for the TypeScript tests.
import type os from 'node:os';
export function lanInterfaces(
  interfaces?: ReturnType<typeof os.networkInterfaces>,
): { name: string; address: string; netmask: string }[];
