// Regenerates src/routeTree.gen.ts without a build (the Vite plugin does the same during builds).
import { Generator, getConfig } from '@tanstack/router-generator';

const config = getConfig({
  target: 'react',
  autoCodeSplitting: true,
  routesDirectory: './src/routes',
  generatedRouteTree: './src/routeTree.gen.ts',
});
await new Generator({ config, root: process.cwd() }).run();
console.info('src/routeTree.gen.ts is up to date');
